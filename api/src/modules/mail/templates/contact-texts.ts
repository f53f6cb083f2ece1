/**
 * The sentences of the contact form's and the newsletter's emails and pages (issue 28), kept apart
 * from mail-texts.ts's catalogue, which spreads them into each language.
 */
export const CONTACT_EN = {
  greeting_anonymous: 'Assalamu alaikum,',

  contact_message_subject: 'Contact form: {subject}',
  contact_message_heading: 'A message from the contact form',
  contact_message_from: 'From: {name} ({email})',
  contact_message_subject_line: 'Subject: {subject}',
  contact_message_reply: 'Reply to {email}. The Messages tab of the admin dashboard lists every message; mark this one handled there once you have answered.',
  contact_message_button: 'Open the admin dashboard',
  footer_contact: 'You receive this email because this address is the charity’s contact address on Sabil (CONTACT_EMAIL).',

  newsletter_confirm_subject: 'Confirm your subscription to Sabil’s newsletter',
  newsletter_confirm_heading: 'One step left',
  newsletter_confirm_body: 'Someone, we hope you, asked to receive Sabil’s newsletter at this address. Press the button to confirm; the link works for {days, plural, one {# day} other {# days}}.',
  newsletter_confirm_ignore: 'If you did not ask for this, ignore this email: you will receive nothing more from us.',
  newsletter_confirm_button: 'Confirm my subscription',
  footer_newsletter_confirm: 'You receive this one email because this address was entered in the newsletter box on Sabil.',

  newsletter_welcome_subject: 'You are subscribed to Sabil’s newsletter',
  newsletter_welcome_heading: 'Welcome to our newsletter',
  newsletter_welcome_body: 'Your subscription is confirmed. We will write now and then with news of the journeys that donors make possible.',
  newsletter_welcome_button: 'Visit Sabil',
  footer_newsletter: 'You receive this email because you subscribed to Sabil’s newsletter.',
  footer_newsletter_unsubscribe: 'No longer want the newsletter? Unsubscribe:',

  newsletter_page_confirm_title: 'Confirm your subscription',
  newsletter_page_confirm_explain: 'Press the button to receive Sabil’s newsletter at {email}.',
  newsletter_page_confirm_button: 'Confirm my subscription',
  newsletter_page_confirmed_title: 'Your subscription is confirmed',
  newsletter_page_confirmed_body: 'Thank you. We have sent you a welcome email; every newsletter has a link to unsubscribe.',
  newsletter_page_unsubscribe_title: 'Leave Sabil’s newsletter?',
  newsletter_page_unsubscribe_explain: 'You will receive no more newsletters at {email}.',
  newsletter_page_unsubscribe_button: 'Unsubscribe',
  newsletter_page_unsubscribed_title: 'You are unsubscribed',
  newsletter_page_unsubscribed_body: 'You will receive no more newsletters from Sabil. You can subscribe again at any time on our website.',
  newsletter_page_invalid: 'This link is not valid or has expired. Please sign up again on our website.',
  newsletter_page_back: 'Back to Sabil',
} as const;

export type ContactTextKey = keyof typeof CONTACT_EN;

export const CONTACT_AR: Record<ContactTextKey, string> = {
  greeting_anonymous: 'السلام عليكم،',

  contact_message_subject: 'نموذج التواصل: {subject}',
  contact_message_heading: 'رسالة من نموذج التواصل',
  contact_message_from: 'من: {name} ‏({email})',
  contact_message_subject_line: 'الموضوع: {subject}',
  contact_message_reply: 'الرد إلى {email}. تعرض لوحة تحكم الإدارة في تبويب «الرسائل» كل الرسائل؛ علِّم هذه الرسالة بأنها عولجت هناك بعد الرد عليها.',
  contact_message_button: 'افتح لوحة تحكم الإدارة',
  footer_contact: 'تصلك هذه الرسالة لأن هذا العنوان هو عنوان التواصل الخاص بالجمعية على سبيل (CONTACT_EMAIL).',

  newsletter_confirm_subject: 'أكِّد اشتراكك في النشرة البريدية لسبيل',
  newsletter_confirm_heading: 'بقيت خطوة واحدة',
  newsletter_confirm_body: 'طلب أحدهم، ونرجو أن تكون أنت، تلقي النشرة البريدية لسبيل على هذا العنوان. اضغط الزر للتأكيد؛ يبقى الرابط صالحًا مدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  newsletter_confirm_ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يصلك منا شيء بعدها.',
  newsletter_confirm_button: 'أكِّد اشتراكي',
  footer_newsletter_confirm: 'تصلك هذه الرسالة الوحيدة لأن هذا العنوان أُدخل في خانة النشرة البريدية على سبيل.',

  newsletter_welcome_subject: 'أنت الآن مشترك في النشرة البريدية لسبيل',
  newsletter_welcome_heading: 'أهلًا بك في نشرتنا البريدية',
  newsletter_welcome_body: 'تأكَّد اشتراكك. سنكتب إليك بين حين وآخر بأخبار الرحلات التي يُيسِّرها المتبرعون.',
  newsletter_welcome_button: 'زُر سبيل',
  footer_newsletter: 'تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية لسبيل.',
  footer_newsletter_unsubscribe: 'لم تعد تريد النشرة؟ ألغِ الاشتراك:',

  newsletter_page_confirm_title: 'أكِّد اشتراكك',
  newsletter_page_confirm_explain: 'اضغط الزر لتصلك النشرة البريدية لسبيل على {email}.',
  newsletter_page_confirm_button: 'أكِّد اشتراكي',
  newsletter_page_confirmed_title: 'تأكَّد اشتراكك',
  newsletter_page_confirmed_body: 'شكرًا لك. أرسلنا إليك رسالة ترحيب، وفي كل نشرة رابط لإلغاء الاشتراك.',
  newsletter_page_unsubscribe_title: 'هل تريد إلغاء اشتراكك في النشرة البريدية لسبيل؟',
  newsletter_page_unsubscribe_explain: 'لن تصل أي نشرة بعد الآن إلى {email}.',
  newsletter_page_unsubscribe_button: 'ألغِ الاشتراك',
  newsletter_page_unsubscribed_title: 'أُلغي اشتراكك',
  newsletter_page_unsubscribed_body: 'لن تصلك نشرات سبيل بعد الآن. يمكنك الاشتراك من جديد متى شئت عبر موقعنا.',
  newsletter_page_invalid: 'هذا الرابط غير صالح أو انتهت مدته. يُرجى الاشتراك من جديد عبر موقعنا.',
  newsletter_page_back: 'العودة إلى سبيل',
};

export const CONTACT_UR: Record<ContactTextKey, string> = {
  greeting_anonymous: 'السلام علیکم،',

  contact_message_subject: 'رابطہ فارم: {subject}',
  contact_message_heading: 'رابطہ فارم سے ایک پیغام',
  contact_message_from: 'بھیجنے والا: {name} ‏({email})',
  contact_message_subject_line: 'موضوع: {subject}',
  contact_message_reply: '{email} پر جواب دیں۔ منتظم ڈیش بورڈ کا «پیغامات» ٹیب ہر پیغام دکھاتا ہے؛ جواب دینے کے بعد وہاں اس پیغام کو نمٹا ہوا قرار دیں۔',
  contact_message_button: 'منتظم ڈیش بورڈ کھولیں',
  footer_contact: 'یہ ای میل آپ کو اس لیے ملی ہے کہ یہ پتہ سبیل پر ادارے کا رابطے کا پتہ ہے (CONTACT_EMAIL)۔',

  newsletter_confirm_subject: 'سبیل کے نیوز لیٹر کی رکنیت کی تصدیق کریں',
  newsletter_confirm_heading: 'بس ایک قدم باقی ہے',
  newsletter_confirm_body: 'کسی نے، اور ہمیں امید ہے کہ آپ ہی نے، اس پتے پر سبیل کا نیوز لیٹر منگوانے کی درخواست کی ہے۔ تصدیق کے لیے بٹن دبائیں؛ یہ لنک {days, plural, one {# دن} other {# دن}} تک کام کرے گا۔',
  newsletter_confirm_ignore: 'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں: ہماری طرف سے آپ کو مزید کچھ نہیں آئے گا۔',
  newsletter_confirm_button: 'میری رکنیت کی تصدیق کریں',
  footer_newsletter_confirm: 'یہ ایک ای میل آپ کو اس لیے ملی ہے کہ سبیل پر نیوز لیٹر کے خانے میں یہ پتہ درج کیا گیا۔',

  newsletter_welcome_subject: 'آپ سبیل کے نیوز لیٹر کے رکن بن گئے ہیں',
  newsletter_welcome_heading: 'ہمارے نیوز لیٹر میں خوش آمدید',
  newsletter_welcome_body: 'آپ کی رکنیت کی تصدیق ہو گئی۔ ہم وقتاً فوقتاً آپ کو ان سفروں کی خبریں بھیجیں گے جو عطیہ دہندگان کی بدولت ممکن ہوتے ہیں۔',
  newsletter_welcome_button: 'سبیل دیکھیں',
  footer_newsletter: 'یہ ای میل آپ کو اس لیے ملی ہے کہ آپ نے سبیل کے نیوز لیٹر کی رکنیت لی ہے۔',
  footer_newsletter_unsubscribe: 'اب نیوز لیٹر نہیں چاہتے؟ رکنیت ختم کریں:',

  newsletter_page_confirm_title: 'اپنی رکنیت کی تصدیق کریں',
  newsletter_page_confirm_explain: '{email} پر سبیل کا نیوز لیٹر پانے کے لیے بٹن دبائیں۔',
  newsletter_page_confirm_button: 'میری رکنیت کی تصدیق کریں',
  newsletter_page_confirmed_title: 'آپ کی رکنیت کی تصدیق ہو گئی',
  newsletter_page_confirmed_body: 'شکریہ۔ ہم نے آپ کو خوش آمدید کی ای میل بھیج دی ہے؛ ہر نیوز لیٹر میں رکنیت ختم کرنے کا لنک ہوتا ہے۔',
  newsletter_page_unsubscribe_title: 'کیا آپ سبیل کا نیوز لیٹر چھوڑنا چاہتے ہیں؟',
  newsletter_page_unsubscribe_explain: '{email} پر اب کوئی نیوز لیٹر نہیں آئے گا۔',
  newsletter_page_unsubscribe_button: 'رکنیت ختم کریں',
  newsletter_page_unsubscribed_title: 'آپ کی رکنیت ختم ہو گئی',
  newsletter_page_unsubscribed_body: 'اب آپ کو سبیل کا کوئی نیوز لیٹر نہیں آئے گا۔ آپ ہماری ویب سائٹ پر کسی بھی وقت دوبارہ رکن بن سکتے ہیں۔',
  newsletter_page_invalid: 'یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ براہِ کرم ہماری ویب سائٹ پر دوبارہ رکنیت لیں۔',
  newsletter_page_back: 'سبیل پر واپس جائیں',
};
