import mjml2html from 'mjml';
import { mailContent, type MailContent, type MailContext, type MailTemplateData, type MailTemplateKey } from './mail-templates';
import { escapeHtml, isolatedHtml, LATIN_FONTS } from './mail-html';
import { isRightToLeft, mailText, type MailLanguage } from './mail-texts';

export { escapeHtml, LATIN_FONTS };

/** A message ready for the transport: one-line subject and headers, a text part and an HTML part. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe…), each value on one line. */
  headers: Record<string, string>;
}

/**
 * System font stacks, no web font (nothing is fetched from a third party when a mail is opened):
 * the face a reader's system has (Noto on Android and Linux, Geeza Pro on Apple devices, Jameel
 * Noori Nastaleeq and Urdu Typesetting on Windows); Urdu falls back from Nastaliq to the Naskh
 * faces, then Tahoma and Arial, which carry Arabic script everywhere.
 */
export const MAIL_FONTS: Readonly<Record<MailLanguage, string>> = {
  en: LATIN_FONTS,
  ar: "'Noto Naskh Arabic', 'Geeza Pro', 'Traditional Arabic', Tahoma, Arial, sans-serif",
  ur: "'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', 'Urdu Typesetting', 'Noto Naskh Arabic', 'Geeza Pro', Tahoma, Arial, sans-serif",
};

/** Nastaliq's tall letters need more room between lines. */
const LINE_HEIGHT: Readonly<Record<MailLanguage, string>> = { en: '1.6', ar: '1.8', ur: '2.2' };

const COLOURS = { page: '#f4f1ea', card: '#ffffff', text: '#1d2b28', muted: '#4a5855', brand: '#1f6f5b' };


/**
 * One line for a header (a subject, a display name): CR, LF and the other line breaks become spaces,
 * so a name or a title cannot end the header and start another (Bcc:, a second To:). Control
 * characters go too.
 */
export function oneLine(text: string, max = 250): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(/\s{2,}/g, ' ').trim().slice(0, max);
}

/** A link for an attribute: only http(s), escaped. */
function href(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`mail links must be http(s), not ${parsed.protocol}`);
  return escapeHtml(parsed.toString());
}

/**
 * Links to the web app open it in the mail's language (`?lang=`, which the web app follows and
 * remembers): a reset link from an Urdu email opens the reset page in Urdu on a device that never
 * chose a language. Other addresses (the API's unsubscribe page) are left as they are.
 */
function inLanguageOf(webOrigin: string, language: MailLanguage): (url: string) => string {
  const origin = new URL(webOrigin).origin;
  return (url) => {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return url;
    parsed.searchParams.set('lang', language);
    return parsed.toString();
  };
}

export interface RenderOptions {
  language: MailLanguage;
  name: string;
  /** WEB_ORIGIN: links in the message lead to the web app. */
  webOrigin: string;
  /** The one-click unsubscribe address of the message's topic, when it has one. */
  unsubscribeUrl?: string;
}

/** Renders a template with MJML (HTML that lays out in Outlook, Gmail and phones) and as plain text. */
export async function renderMail<K extends MailTemplateKey>(template: K, data: MailTemplateData[K], options: RenderOptions): Promise<RenderedMail> {
  const { language } = options;
  const inLanguage = inLanguageOf(options.webOrigin, language);
  const context: MailContext = { language, name: options.name, web: (path) => inLanguage(new URL(path, options.webOrigin).toString()) };
  const built = mailContent(template, data, context);
  // Links made by others (the reset link, with its token) get the language too.
  const content: MailContent = built.button ? { ...built, button: { ...built.button, url: inLanguage(built.button.url) } } : built;
  // A newsletter subscriber may have given no name.
  const greeting = content.anonymous || !options.name.trim() ? mailText(language, 'greeting_anonymous') : mailText(language, 'greeting', { name: oneLine(options.name, 200) });
  const signoff = mailText(language, 'signoff');
  const unsubscribeUrl = options.unsubscribeUrl ?? content.unsubscribe?.url;
  const unsubscribe = unsubscribeUrl
    ? { lead: content.unsubscribe?.lead ?? mailText(language, 'footer_unsubscribe'), label: mailText(language, 'footer_unsubscribe_link'), url: unsubscribeUrl }
    : undefined;

  // `fonts: {}`: MJML would otherwise link Google Fonts for a face it knows in a stack (Roboto).
  const { html, errors } = await mjml2html(mjmlOf(content, language, greeting, signoff, unsubscribe), { validationLevel: 'strict', keepComments: false, fonts: {} });
  if (errors.length) throw new Error(`mail template ${template} is not valid MJML: ${errors.map((e) => e.formattedMessage).join('; ')}`);

  const text = [
    content.heading,
    '',
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    signoff,
    '',
    '-- ',
    content.footer,
    ...(unsubscribe ? [`${unsubscribe.lead} ${unsubscribe.url}`] : []),
  ].join('\n');

  const headers: Record<string, string> = {};
  if (unsubscribeUrl) {
    // RFC 8058: a mail client unsubscribes with one POST to this address, without opening a page.
    headers['List-Unsubscribe'] = oneLine(`<${unsubscribeUrl}>`, 2000);
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { subject: oneLine(content.subject), text, html, headers };
}

function mjmlOf(content: MailContent, language: MailLanguage, greeting: string, signoff: string, unsubscribe?: { lead: string; label: string; url: string }): string {
  const rtl = isRightToLeft(language);
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  // Each block says its language and direction too: clients that drop <html>'s attributes keep these.
  // Isolated values become spans saying their direction (mail-html.ts).
  const block = (text: string, attributes = '') => `<mj-text ${attributes}><div dir="${dir}" lang="${language}">${isolatedHtml(text)}</div></mj-text>`;
  const button = content.button
    ? `<mj-button href="${href(content.button.url)}" background-color="${COLOURS.brand}" color="#ffffff" font-weight="700" border-radius="6px" align="${align}">${escapeHtml(content.button.label)}</mj-button>`
    : '';
  const footer = [
    block(content.footer, `font-size="12px" color="${COLOURS.muted}"`),
    unsubscribe
      ? `<mj-text font-size="12px" color="${COLOURS.muted}"><div dir="${dir}" lang="${language}">${escapeHtml(unsubscribe.lead)} <a href="${href(unsubscribe.url)}" style="color:${COLOURS.brand}">${escapeHtml(unsubscribe.label)}</a></div></mj-text>`
      : '',
  ].join('');
  return `<mjml lang="${language}" dir="${dir}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.paragraphs[0] ?? content.heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${MAIL_FONTS[language]}" />
      <mj-text color="${COLOURS.text}" font-size="16px" line-height="${LINE_HEIGHT[language]}" align="${align}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${COLOURS.page}">
    <mj-section padding="24px 0 8px">
      <mj-column>${block(mailText(language, 'brand'), `font-size="22px" font-weight="700" color="${COLOURS.brand}"`)}</mj-column>
    </mj-section>
    <mj-section background-color="${COLOURS.card}" border-radius="8px" padding="16px 8px">
      <mj-column>
        ${block(content.heading, 'font-size="20px" font-weight="700"')}
        ${block(greeting)}
        ${content.paragraphs.map((p) => block(p)).join('\n        ')}
        ${button}
        ${(content.after ?? []).map((p) => block(p)).join('\n        ')}
        ${block(signoff)}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>${footer}</mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
