import type { SnsProvider } from '@ilteo/contract';

/** The provider's mark next to its name; decorative, the text names the provider. */
export function SnsMark({ provider }: { provider: SnsProvider }) {
  switch (provider) {
    case 'kakao':
      return (
        <svg className="sns-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 4C7.03 4 3 7.13 3 11c0 2.48 1.66 4.66 4.16 5.9l-.9 3.3c-.08.3.26.53.51.36l3.95-2.62c.42.04.85.06 1.28.06 4.97 0 9-3.13 9-7s-4.03-7-9-7z"
          />
        </svg>
      );
    case 'naver':
      return (
        <svg className="sns-mark" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M14.4 12.6 9.4 5H5v14h4.6v-7.6l5 7.6H19V5h-4.6z" />
        </svg>
      );
    case 'google':
      return (
        <svg className="sns-mark" viewBox="0 0 18 18" width="18" height="18" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z"
          />
          <path
            fill="#34A853"
            d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z"
          />
          <path
            fill="#FBBC05"
            d="M3.97 10.72A5.41 5.41 0 0 1 3.68 9c0-.6.1-1.18.29-1.72V4.95H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.05l3.01-2.33z"
          />
          <path
            fill="#EA4335"
            d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z"
          />
        </svg>
      );
    case 'oidc':
      return null;
  }
}
