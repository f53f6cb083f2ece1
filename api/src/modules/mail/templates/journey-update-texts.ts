/**
 * The journey update email's own sentence (issue 30): an admin's update to a journey reaches each of
 * its donors, who may support several, so it names the journey. Kept apart from mail-texts.ts's
 * catalogue, which spreads it into each language. With it, the pilgrim's thank-you after travelling,
 * which reaches the same donors (first name only).
 */
export const JOURNEY_UPDATE_EN = {
  tracking_update_journey: 'This news is about {firstName}’s {travelType} journey, which you support.',
  journey_thanks_subject: '{firstName} thanks you',
  journey_thanks_heading: 'A thank-you from the pilgrim you supported',
  journey_thanks_body: '{firstName} has travelled on the {travelType} journey you supported, and wrote to its donors.',
  journey_thanks_message: 'In their words: “{message}”',
  journey_thanks_button: 'See it on your dashboard',
} as const;

export const JOURNEY_UPDATE_AR: Record<keyof typeof JOURNEY_UPDATE_EN, string> = {
  tracking_update_journey: 'هذا الخبر عن {firstName} في رحلة {travelType} التي تدعمها.',
  journey_thanks_subject: '{firstName} يشكرك',
  journey_thanks_heading: 'رسالة شكر من الحاج الذي دعمته',
  journey_thanks_body: 'سافر {firstName} في رحلة {travelType} التي دعمتها، وكتب إلى المتبرعين.',
  journey_thanks_message: 'بكلماته: «{message}»',
  journey_thanks_button: 'شاهدها في لوحة التحكم الخاصة بك',
};

export const JOURNEY_UPDATE_UR: Record<keyof typeof JOURNEY_UPDATE_EN, string> = {
  tracking_update_journey: 'یہ خبر {firstName} کے سفرِ {travelType} کے بارے میں ہے، جس کی آپ مدد کر رہے ہیں۔',
  journey_thanks_subject: '{firstName} آپ کا شکریہ ادا کرتے ہیں',
  journey_thanks_heading: 'جس حاجی کی آپ نے مدد کی، اس کی طرف سے شکریہ',
  journey_thanks_body: '{firstName} نے سفرِ {travelType} کر لیا ہے، جس کی آپ نے مدد کی تھی، اور عطیہ دہندگان کو لکھا۔',
  journey_thanks_message: 'ان کے الفاظ میں: “{message}”',
  journey_thanks_button: 'اپنے ڈیش بورڈ پر دیکھیں',
};
