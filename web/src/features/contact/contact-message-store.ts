/**
 * SPEC §2: the contact form sends nothing; it keeps the message in this browser. The newest few
 * are kept so a person can find what they wrote; nothing here ever leaves the device.
 */
export const CONTACT_STORAGE_KEY = 'contactMessages';
const KEEP_AT_MOST = 10;

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  savedAt: string;
}

/** Returns false when the browser refuses storage (private modes, full quota). */
export function keepContactMessageLocally(message: ContactMessage): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CONTACT_STORAGE_KEY) ?? '[]');
    const previous = Array.isArray(stored) ? (stored as ContactMessage[]) : [];
    localStorage.setItem(CONTACT_STORAGE_KEY, JSON.stringify([...previous, message].slice(-KEEP_AT_MOST)));
    return true;
  } catch {
    return false;
  }
}
