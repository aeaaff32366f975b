/** One outbound text message; `to` is E.164. */
export type SmsMessage = { to: string; body: string };

/** Where codes go (issue 3): the outbox file outside production, Twilio in production. */
export type SmsTransport = {
  name: 'outbox' | 'twilio';
  /** Resolves once the message is accepted; rejects with an AppError (503) when it is not. */
  send(message: SmsMessage): Promise<void>;
};
