/** One message as the application hands it over; the transport adds From and encodes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Where mail goes: SMTP in production, files on disk in development. A
 * transport only delivers; rendering and error mapping belong to MailService.
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /** Releases connections; called once when the app closes. */
  close?(): Promise<void>;
}
