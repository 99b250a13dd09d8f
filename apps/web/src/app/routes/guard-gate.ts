import { skipsVerification } from '@ilteo/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { loadChunk } from '@/shared/lib/chunk-loading';

/**
 * The route guard as the router sees it, kept small because every route
 * carries it: screens in the contract's skip list resolve at once, and only
 * the others load the guard (with the HTTP helper) in parallel with their code.
 */
export async function guardLoader(args: LoaderFunctionArgs): Promise<Response | null> {
  if (skipsVerification(new URL(args.request.url).pathname)) return null;
  const { guardRoute } = await loadChunk(() => import('./route-guard'));
  return guardRoute(args);
}

/** A new query string on the same screen (filters, paging) is not a new entry: no second check. */
export function shouldReverify({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname.toLowerCase() === nextUrl.pathname.toLowerCase()) return false;
  return defaultShouldRevalidate;
}
