/** What the bot-check wrapper needs from a concrete widget (ALTCHA or Turnstile). */
export interface WidgetHandle {
  /** Run the check now; resolves when the widget has finished trying. */
  execute(): Promise<void>;
  /** Forget the current token and get ready for a fresh check. */
  reset(): void;
}

export interface WidgetEvents {
  onToken: (token: string | null) => void;
  onExpired: () => void;
  onError: () => void;
}
