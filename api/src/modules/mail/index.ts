// The mail module's public face: what other modules may import (lint forbids reaching past it).
export { NO_MAIL, type MailEvents } from './mail-outbox';
export type { ContactTextKey } from './templates/contact-texts';
export type { MailJourney } from './templates/mail-templates';
export { mailText, type MailLanguage } from './templates/mail-texts';
export { escapeHtml } from './templates/render-mail';
