/** Seconds a transport failure stays on screen (SPEC §9). */
export const TRANSPORT_TOAST_SECONDS = 5;

export type ConfirmOptions = { title: string; content: string; okText: string; cancelText: string };

/**
 * What the client needs from the UI. Kept abstract so the client can be tested without antd
 * and so the antd feedback code loads only when a message is actually shown.
 */
export type Notifier = {
  error(text: string, seconds?: number): void;
  warning(text: string, seconds?: number): void;
  /** Shows a persistent loading message; returns the function that closes it. */
  loading(text: string): () => void;
  /** Resolves true when confirmed, false when cancelled or dismissed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
};
