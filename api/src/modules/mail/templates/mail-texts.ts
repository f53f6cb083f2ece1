import type { AccountLanguageCode } from '@sabil/contracts';
import { RIGHT_TO_LEFT } from './mail-html';
import { CONTACT_AR, CONTACT_EN, CONTACT_UR } from './contact-texts';
import { REFUND_FAILED_AR, REFUND_FAILED_EN, REFUND_FAILED_UR } from './refund-failed-texts';
import { JOURNEY_UPDATE_AR, JOURNEY_UPDATE_EN, JOURNEY_UPDATE_UR } from './journey-update-texts';
import { GIFT_DETAILS_AR, GIFT_DETAILS_EN, GIFT_DETAILS_UR } from './gift-details-texts';
import { JOURNEY_CANCELLED_AR, JOURNEY_CANCELLED_EN, JOURNEY_CANCELLED_UR } from './journey-cancelled-texts';

/** The languages mail is written in: an account's language. */
export type MailLanguage = AccountLanguageCode;
export const MAIL_LANGUAGES: readonly MailLanguage[] = ['en', 'ar', 'ur'];

/**
 * Every sentence of every email, in English. `{name}` marks a value filled in at rendering (escaped
 * for HTML there, never here); the Arabic and Urdu catalogues below must have the same keys and the
 * same placeholders (TypeScript checks the keys, mail-texts.test.ts the placeholders).
 */
const EN = {
  ...CONTACT_EN,
  ...REFUND_FAILED_EN,
  ...JOURNEY_UPDATE_EN,
  ...GIFT_DETAILS_EN,
  ...JOURNEY_CANCELLED_EN,
  brand: 'Sabil',
  greeting: 'Assalamu alaikum {name},',
  signoff: 'With gratitude, the Sabil team',
  footer_account: 'You receive this email because you have an account on Sabil.',
  footer_receipt: 'This receipt is sent for every gift, whatever your email settings.',
  footer_unsubscribe: 'No longer want news of the journeys you support? Unsubscribe from tracking updates:',
  footer_unsubscribe_link: 'Unsubscribe',

  gift_receipt_subject_one_time: 'Your gift receipt {receiptNumber}',
  gift_receipt_subject_monthly: 'Your monthly gift receipt {receiptNumber}',
  gift_receipt_heading: 'Thank you for your gift',
  gift_receipt_body_one_time: 'We have received your gift of {amount}. May Allah accept it from you.',
  gift_receipt_body_monthly: "We have received this month's payment of {amount} for your monthly gift. May Allah accept it from you.",
  gift_receipt_number: 'Receipt number: {receiptNumber}',
  gift_receipt_date: 'Date: {date}',
  gift_receipt_refunded_part: '{refunded} of it went beyond the journey’s goal and is being returned to you.',
  gift_receipt_refunded_cancelled: 'This journey was cancelled before your gift arrived, so all of it ({refunded}) is being returned to you.',
  gift_receipt_refunded_zakat: 'This journey no longer takes zakat (it is not marked zakat-eligible now), so your zakat ({refunded}) is being returned to you.',
  gift_receipt_button: 'View and print your receipt',
  gift_receipt_test_mode: 'Test mode — no money moved. This receipt records a test payment only.',
  gift_receipt_journey: 'Your gift goes to {firstName}’s {travelType} journey.',
  gift_receipt_kind_zakat: 'You gave it as zakat: it is kept apart and paid out only for zakat-eligible journeys.',
  gift_receipt_kind_sadaqah: 'You gave it as sadaqah (voluntary charity).',
  travel_type_hajj: 'Hajj',
  travel_type_umrah: 'Umrah',

  renewal_failed_subject: 'Your monthly gift could not be collected',
  renewal_failed_heading: 'This month’s payment did not go through',
  renewal_failed_body: 'We could not collect this month’s payment of {amount} for your monthly gift. Your card provider may try again; please check that your card details are up to date.',
  renewal_failed_button: 'Open your dashboard',

  refund_subject: 'Refund {refundNumber} of your gift',
  refund_heading: 'Your refund is on its way',
  refund_body: 'We are returning {amount} of your gift (receipt {receiptNumber}) to you. It may take a few days to appear on your statement.',
  refund_button: 'View your receipt',
  refund_test_mode: 'Test mode — no money moved. This refund records a test only.',
  refund_journey: 'The gift went to {firstName}’s {travelType} journey.',

  tracking_update_subject: 'News of the journey you support',
  tracking_update_heading: 'The journey you support has moved on',
  tracking_update_body: 'The journey you support is now: {status}.',
  tracking_update_message: 'A message for you: {message}',
  tracking_update_button: 'See your donations',
  tracking_status_pending: 'Pending',
  tracking_status_ongoing: 'Under way',
  tracking_status_completed: 'Completed',

  application_received_subject: 'We received your application',
  application_received_heading: 'Your application has arrived',
  application_received_body: 'Thank you for applying. Our team will review your application and write to you when a decision is made.',
  application_approved_subject: 'Your application is approved',
  application_approved_heading: 'Your application is approved',
  application_approved_body: 'Your application has been approved. Donors can now support your journey, and you will hear from us as it is funded.',
  application_rejected_subject: 'About your application',
  application_rejected_heading: 'Your application was not approved',
  application_rejected_body: 'We are sorry: your application was not approved this time.',
  application_rejected_reason: 'Reason: {reason}',
  application_rejected_note: 'A note from our team: {note}',
  rejection_reason_id_document_unreadable: 'The ID document could not be read, or it does not match the application.',
  rejection_reason_details_incomplete: 'Some details were missing or could not be confirmed.',
  rejection_reason_not_eligible: 'The application does not meet the criteria for support.',
  rejection_reason_duplicate: 'There is already an application from the same person.',
  rejection_reason_other: 'Another reason.',
  application_button: 'Open Sabil',

  story_published_subject: 'Your story “{title}” is published',
  story_published_heading: 'Your story is published',
  story_published_body: 'Your story “{title}” is now on the community page. Thank you for sharing it.',
  story_published_button: 'See the community page',

  password_reset_subject: 'Reset your Sabil password',
  password_reset_heading: 'Choose a new password',
  password_reset_body: 'Someone, we hope you, asked to reset the password of your Sabil account. The link below works for {minutes, plural, one {# minute} other {# minutes}}.',
  password_reset_ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  password_reset_button: 'Choose a new password',

  admin_sign_in_subject: 'New sign-in to your Sabil admin account',
  admin_sign_in_heading: 'A new sign-in to your admin account',
  admin_sign_in_body: 'Your admin account was signed in to on {date} from the address {address}.',
  admin_sign_in_agent: 'Browser: {agent}',
  admin_sign_in_warning: 'If this was not you, change your password at once and tell another admin.',

  unsubscribe_title: 'Stop tracking updates?',
  unsubscribe_explain: 'You will no longer receive emails about the progress of the journeys you support. Receipts for your gifts will still be sent.',
  unsubscribe_button: 'Stop tracking updates',
  unsubscribed_title: 'You are unsubscribed',
  unsubscribed_body: 'You will no longer receive tracking updates by email. Receipts for your gifts will still be sent.',
  unsubscribe_invalid: 'This unsubscribe link is not valid. Please use the link from the latest email.',
} as const;

export type MailTextKey = keyof typeof EN;

const AR: Record<MailTextKey, string> = {
  ...CONTACT_AR,
  ...REFUND_FAILED_AR,
  ...JOURNEY_UPDATE_AR,
  ...GIFT_DETAILS_AR,
  ...JOURNEY_CANCELLED_AR,
  brand: 'سبيل',
  greeting: 'السلام عليكم {name}،',
  signoff: 'مع خالص الامتنان، فريق سبيل',
  footer_account: 'تصلك هذه الرسالة لأن لديك حسابًا على سبيل.',
  footer_receipt: 'يُرسل هذا الإيصال عن كل تبرع، أيًّا كانت إعدادات بريدك.',
  footer_unsubscribe: 'ألا تريد أخبار الرحلات التي تدعمها بعد الآن؟ ألغِ الاشتراك في تحديثات التقدم:',
  footer_unsubscribe_link: 'إلغاء الاشتراك',

  gift_receipt_subject_one_time: 'إيصال تبرعك {receiptNumber}',
  gift_receipt_subject_monthly: 'إيصال تبرعك الشهري {receiptNumber}',
  gift_receipt_heading: 'شكرًا لك على تبرعك',
  gift_receipt_body_one_time: 'لقد استلمنا تبرعك بمبلغ {amount}. تقبّل الله منك.',
  gift_receipt_body_monthly: 'لقد استلمنا دفعة هذا الشهر بمبلغ {amount} من تبرعك الشهري. تقبّل الله منك.',
  gift_receipt_number: 'رقم الإيصال: {receiptNumber}',
  gift_receipt_date: 'التاريخ: {date}',
  gift_receipt_refunded_part: 'تجاوز {refunded} منه هدف الرحلة، وجارٍ استرداده إليك.',
  gift_receipt_refunded_cancelled: 'أُلغيت هذه الرحلة قبل وصول تبرعك، لذا يُعاد إليك كاملًا ({refunded}).',
  gift_receipt_refunded_zakat: 'لم تعد هذه الرحلة تقبل الزكاة (لم تعد محدَّدةً مستحقةً للزكاة)، لذا تُعاد إليك زكاتك ({refunded}).',
  gift_receipt_button: 'عرض الإيصال وطباعته',
  gift_receipt_test_mode: 'وضع تجريبي — لم تنتقل أي أموال. يسجّل هذا الإيصال دفعة تجريبية فقط.',
  gift_receipt_journey: 'يدعم تبرعك {firstName} في رحلة {travelType}.',
  gift_receipt_kind_zakat: 'قدّمته زكاةً: تُحفظ منفصلة ولا تُصرف إلا لرحلات مستحقة للزكاة.',
  gift_receipt_kind_sadaqah: 'قدّمته صدقةً تطوّعية.',
  travel_type_hajj: 'الحج',
  travel_type_umrah: 'العمرة',

  renewal_failed_subject: 'تعذّر تحصيل تبرعك الشهري',
  renewal_failed_heading: 'لم تتم دفعة هذا الشهر',
  renewal_failed_body: 'تعذّر علينا تحصيل دفعة هذا الشهر بمبلغ {amount} من تبرعك الشهري. قد يحاول مزوّد الدفع بالبطاقات مرة أخرى؛ يُرجى التأكد من أن بيانات بطاقتك محدّثة.',
  renewal_failed_button: 'افتح لوحة التحكم',

  refund_subject: 'استرداد رقم {refundNumber} من تبرعك',
  refund_heading: 'المبلغ المسترد في طريقه إليك',
  refund_body: 'جارٍ استرداد {amount} من تبرعك (الإيصال {receiptNumber}) إليك. قد يستغرق ظهور المبلغ في كشف حسابك بضعة أيام.',
  refund_button: 'عرض الإيصال',
  refund_test_mode: 'وضع تجريبي — لم تنتقل أي أموال. يسجّل هذا الاسترداد عملية تجريبية فقط.',
  refund_journey: 'كان هذا التبرع لدعم {firstName} في رحلة {travelType}.',

  tracking_update_subject: 'أخبار الرحلة التي تدعمها',
  tracking_update_heading: 'تقدّمت الرحلة التي تدعمها',
  tracking_update_body: 'حالة الرحلة التي تدعمها الآن: {status}.',
  tracking_update_message: 'رسالة لك: {message}',
  tracking_update_button: 'عرض تبرعاتك',
  tracking_status_pending: 'قيد الانتظار',
  tracking_status_ongoing: 'جارية',
  tracking_status_completed: 'مكتملة',

  application_received_subject: 'استلمنا طلبك',
  application_received_heading: 'وصل طلبك',
  application_received_body: 'شكرًا لتقديم طلبك. سيراجع فريقنا طلبك ويكتب إليك عند اتخاذ القرار.',
  application_approved_subject: 'تمت الموافقة على طلبك',
  application_approved_heading: 'تمت الموافقة على طلبك',
  application_approved_body: 'تمت الموافقة على طلبك. يمكن للمتبرعين الآن دعم رحلتك، وسنوافيك بالأخبار مع تمويلها.',
  application_rejected_subject: 'بخصوص طلبك',
  application_rejected_heading: 'لم تتم الموافقة على طلبك',
  application_rejected_body: 'نأسف: لم تتم الموافقة على طلبك هذه المرة.',
  application_rejected_reason: 'السبب: {reason}',
  application_rejected_note: 'ملاحظة من فريقنا: {note}',
  rejection_reason_id_document_unreadable: 'تعذّرت قراءة وثيقة الهوية، أو أنها لا تطابق الطلب.',
  rejection_reason_details_incomplete: 'بعض البيانات كانت ناقصة أو تعذّر التحقق منها.',
  rejection_reason_not_eligible: 'الطلب لا يستوفي شروط الدعم.',
  rejection_reason_duplicate: 'يوجد طلب آخر من الشخص نفسه.',
  rejection_reason_other: 'سبب آخر.',
  application_button: 'افتح سبيل',

  story_published_subject: 'نُشرت قصتك «{title}»',
  story_published_heading: 'نُشرت قصتك',
  story_published_body: 'قصتك «{title}» منشورة الآن في صفحة المجتمع. شكرًا لمشاركتها.',
  story_published_button: 'عرض صفحة المجتمع',

  password_reset_subject: 'إعادة تعيين كلمة مرور سبيل',
  password_reset_heading: 'اختر كلمة مرور جديدة',
  password_reset_body: 'طلب أحدهم، ونرجو أن تكون أنت، إعادة تعيين كلمة مرور حسابك على سبيل. يعمل الرابط أدناه لمدة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقةً} other {# دقيقة}}.',
  password_reset_ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  password_reset_button: 'اختر كلمة مرور جديدة',

  admin_sign_in_subject: 'تسجيل دخول جديد إلى حساب المشرف في سبيل',
  admin_sign_in_heading: 'تسجيل دخول جديد إلى حساب المشرف',
  admin_sign_in_body: 'تم تسجيل الدخول إلى حساب المشرف الخاص بك في {date} من العنوان {address}.',
  admin_sign_in_agent: 'المتصفح: {agent}',
  admin_sign_in_warning: 'إن لم يكن هذا أنت، فغيّر كلمة مرورك فورًا وأبلغ مشرفًا آخر.',

  unsubscribe_title: 'هل تريد إيقاف تحديثات التقدم؟',
  unsubscribe_explain: 'لن تصلك بعد الآن رسائل عن تقدّم الرحلات التي تدعمها. ستظل إيصالات تبرعاتك تُرسل إليك.',
  unsubscribe_button: 'إيقاف تحديثات التقدم',
  unsubscribed_title: 'تم إلغاء اشتراكك',
  unsubscribed_body: 'لن تصلك تحديثات التقدم بالبريد بعد الآن. ستظل إيصالات تبرعاتك تُرسل إليك.',
  unsubscribe_invalid: 'رابط إلغاء الاشتراك هذا غير صالح. يُرجى استخدام الرابط من أحدث رسالة.',
};

const UR: Record<MailTextKey, string> = {
  ...CONTACT_UR,
  ...REFUND_FAILED_UR,
  ...JOURNEY_UPDATE_UR,
  ...GIFT_DETAILS_UR,
  ...JOURNEY_CANCELLED_UR,
  brand: 'سبیل',
  greeting: 'السلام علیکم {name}،',
  signoff: 'شکریے کے ساتھ، سبیل ٹیم',
  footer_account: 'یہ ای میل آپ کو اس لیے ملی ہے کہ سبیل پر آپ کا اکاؤنٹ ہے۔',
  footer_receipt: 'یہ رسید ہر عطیے کے لیے بھیجی جاتی ہے، آپ کی ای میل ترتیبات جو بھی ہوں۔',
  footer_unsubscribe: 'جن سفروں کی آپ مدد کرتے ہیں ان کی خبریں اب نہیں چاہتے؟ پیش رفت کی اطلاعات سے دستبردار ہوں:',
  footer_unsubscribe_link: 'دستبردار ہوں',

  gift_receipt_subject_one_time: 'آپ کے عطیے کی رسید {receiptNumber}',
  gift_receipt_subject_monthly: 'آپ کے ماہانہ عطیے کی رسید {receiptNumber}',
  gift_receipt_heading: 'آپ کے عطیے کا شکریہ',
  gift_receipt_body_one_time: 'ہمیں آپ کا {amount} کا عطیہ موصول ہو گیا ہے۔ اللہ آپ سے قبول فرمائے۔',
  gift_receipt_body_monthly: 'ہمیں آپ کے ماہانہ عطیے کی اس مہینے کی {amount} کی ادائیگی موصول ہو گئی ہے۔ اللہ آپ سے قبول فرمائے۔',
  gift_receipt_number: 'رسید نمبر: {receiptNumber}',
  gift_receipt_date: 'تاریخ: {date}',
  gift_receipt_refunded_part: 'اس میں سے {refunded} سفر کے ہدف سے زیادہ تھے اور آپ کو واپس کیے جا رہے ہیں۔',
  gift_receipt_refunded_cancelled: 'یہ سفر آپ کا عطیہ پہنچنے سے پہلے منسوخ ہو گیا تھا، اس لیے پوری رقم ({refunded}) آپ کو واپس کی جا رہی ہے۔',
  gift_receipt_refunded_zakat: 'یہ سفر اب زکوٰۃ قبول نہیں کرتا (اب زکوٰۃ کا مستحق درج نہیں)، اس لیے آپ کی زکوٰۃ ({refunded}) آپ کو واپس کی جا رہی ہے۔',
  gift_receipt_button: 'اپنی رسید دیکھیں اور پرنٹ کریں',
  gift_receipt_test_mode: 'ٹیسٹ موڈ — کوئی رقم منتقل نہیں ہوئی۔ یہ رسید صرف ایک ٹیسٹ ادائیگی درج کرتی ہے۔',
  gift_receipt_journey: 'آپ کا عطیہ {firstName} کے سفرِ {travelType} کے لیے ہے۔',
  gift_receipt_kind_zakat: 'آپ نے یہ زکوٰۃ کے طور پر دیا: یہ الگ رکھی جاتی ہے اور صرف زکوٰۃ کے مستحق سفروں پر خرچ ہوتی ہے۔',
  gift_receipt_kind_sadaqah: 'آپ نے یہ نفلی صدقے کے طور پر دیا۔',
  travel_type_hajj: 'حج',
  travel_type_umrah: 'عمرہ',

  renewal_failed_subject: 'آپ کا ماہانہ عطیہ وصول نہیں ہو سکا',
  renewal_failed_heading: 'اس مہینے کی ادائیگی نہیں ہو سکی',
  renewal_failed_body: 'ہم آپ کے ماہانہ عطیے کی اس مہینے کی {amount} کی ادائیگی وصول نہیں کر سکے۔ کارڈ ادائیگی فراہم کنندہ دوبارہ کوشش کر سکتا ہے؛ براہِ کرم دیکھ لیں کہ آپ کے کارڈ کی تفصیلات درست ہیں۔',
  renewal_failed_button: 'اپنا ڈیش بورڈ کھولیں',

  refund_subject: 'آپ کے عطیے کی واپسی {refundNumber}',
  refund_heading: 'آپ کی رقم واپس آ رہی ہے',
  refund_body: 'ہم آپ کے عطیے (رسید {receiptNumber}) میں سے {amount} آپ کو واپس کر رہے ہیں۔ آپ کے اسٹیٹمنٹ میں ظاہر ہونے میں چند دن لگ سکتے ہیں۔',
  refund_button: 'اپنی رسید دیکھیں',
  refund_test_mode: 'ٹیسٹ موڈ — کوئی رقم منتقل نہیں ہوئی۔ یہ واپسی صرف ایک ٹیسٹ کا اندراج ہے۔',
  refund_journey: 'یہ عطیہ {firstName} کے سفرِ {travelType} کے لیے تھا۔',

  tracking_update_subject: 'آپ کے مدد کردہ سفر کی خبر',
  tracking_update_heading: 'آپ کا مدد کردہ سفر آگے بڑھا ہے',
  tracking_update_body: 'آپ کے مدد کردہ سفر کی حالت اب یہ ہے: {status}۔',
  tracking_update_message: 'آپ کے لیے پیغام: {message}',
  tracking_update_button: 'اپنے عطیات دیکھیں',
  tracking_status_pending: 'زیرِ التوا',
  tracking_status_ongoing: 'جاری',
  tracking_status_completed: 'مکمل',

  application_received_subject: 'ہمیں آپ کی درخواست موصول ہو گئی ہے',
  application_received_heading: 'آپ کی درخواست پہنچ گئی ہے',
  application_received_body: 'درخواست دینے کا شکریہ۔ ہماری ٹیم آپ کی درخواست کا جائزہ لے گی اور فیصلہ ہونے پر آپ کو لکھے گی۔',
  application_approved_subject: 'آپ کی درخواست منظور ہو گئی ہے',
  application_approved_heading: 'آپ کی درخواست منظور ہو گئی ہے',
  application_approved_body: 'آپ کی درخواست منظور ہو گئی ہے۔ اب عطیہ دہندگان آپ کے سفر میں مدد کر سکتے ہیں، اور رقم جمع ہونے کے ساتھ ہم آپ کو خبر دیتے رہیں گے۔',
  application_rejected_subject: 'آپ کی درخواست کے بارے میں',
  application_rejected_heading: 'آپ کی درخواست منظور نہیں ہوئی',
  application_rejected_body: 'ہمیں افسوس ہے: اس بار آپ کی درخواست منظور نہیں ہوئی۔',
  application_rejected_reason: 'وجہ: {reason}',
  application_rejected_note: 'ہماری ٹیم کا نوٹ: {note}',
  rejection_reason_id_document_unreadable: 'شناختی دستاویز پڑھی نہیں جا سکی، یا وہ درخواست سے مطابقت نہیں رکھتی۔',
  rejection_reason_details_incomplete: 'کچھ تفصیلات نامکمل تھیں یا ان کی تصدیق نہیں ہو سکی۔',
  rejection_reason_not_eligible: 'درخواست امداد کی شرائط پر پوری نہیں اترتی۔',
  rejection_reason_duplicate: 'اسی شخص کی ایک درخواست پہلے سے موجود ہے۔',
  rejection_reason_other: 'کوئی اور وجہ۔',
  application_button: 'سبیل کھولیں',

  story_published_subject: 'آپ کی کہانی «{title}» شائع ہو گئی ہے',
  story_published_heading: 'آپ کی کہانی شائع ہو گئی ہے',
  story_published_body: 'آپ کی کہانی «{title}» اب کمیونٹی کے صفحے پر ہے۔ اسے شیئر کرنے کا شکریہ۔',
  story_published_button: 'کمیونٹی کا صفحہ دیکھیں',

  password_reset_subject: 'اپنا سبیل پاس ورڈ دوبارہ ترتیب دیں',
  password_reset_heading: 'نیا پاس ورڈ منتخب کریں',
  password_reset_body: 'کسی نے، امید ہے آپ نے، آپ کے سبیل اکاؤنٹ کا پاس ورڈ دوبارہ ترتیب دینے کی درخواست کی ہے۔ نیچے دیا گیا لنک {minutes, plural, one {# منٹ} other {# منٹ}} تک کام کرے گا۔',
  password_reset_ignore: 'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ جوں کا توں رہے گا۔',
  password_reset_button: 'نیا پاس ورڈ منتخب کریں',

  admin_sign_in_subject: 'آپ کے سبیل منتظم اکاؤنٹ میں نیا سائن اِن',
  admin_sign_in_heading: 'آپ کے منتظم اکاؤنٹ میں نیا سائن اِن',
  admin_sign_in_body: 'آپ کے منتظم اکاؤنٹ میں پتے {address} سے سائن اِن کیا گیا، بتاریخ {date}۔',
  admin_sign_in_agent: 'براؤزر: {agent}',
  admin_sign_in_warning: 'اگر یہ آپ نہیں تھے تو فوراً اپنا پاس ورڈ بدلیں اور کسی دوسرے منتظم کو بتائیں۔',

  unsubscribe_title: 'کیا پیش رفت کی اطلاعات بند کر دیں؟',
  unsubscribe_explain: 'جن سفروں کی آپ مدد کرتے ہیں ان کی پیش رفت کی ای میلز اب آپ کو نہیں ملیں گی۔ آپ کے عطیات کی رسیدیں بدستور بھیجی جائیں گی۔',
  unsubscribe_button: 'پیش رفت کی اطلاعات بند کریں',
  unsubscribed_title: 'آپ دستبردار ہو گئے ہیں',
  unsubscribed_body: 'اب آپ کو ای میل پر پیش رفت کی اطلاعات نہیں ملیں گی۔ آپ کے عطیات کی رسیدیں بدستور بھیجی جائیں گی۔',
  unsubscribe_invalid: 'یہ دستبرداری کا لنک درست نہیں ہے۔ براہِ کرم تازہ ترین ای میل کا لنک استعمال کریں۔',
};

/** Every email sentence in every language. */
export const MAIL_TEXTS: Readonly<Record<MailLanguage, Readonly<Record<MailTextKey, string>>>> = { en: EN, ar: AR, ur: UR };

/** Arabic and Urdu are written right to left. */
export const isRightToLeft = (language: MailLanguage) => language !== 'en';

/**
 * A sentence with its `{placeholders}` filled. In Arabic and Urdu each value is isolated (U+2068 …
 * U+2069) so that a Latin name or number keeps its own direction inside the right-to-left sentence,
 * in the HTML and the text part alike; in English, a value written in Arabic script is (a name).
 */
export function mailText(language: MailLanguage, key: MailTextKey, values: Readonly<Record<string, string | number>> = {}): string {
  const isolated = (value: string) => (isRightToLeft(language) || RIGHT_TO_LEFT.test(value) ? `\u2068${value}\u2069` : value);
  return choosePlurals(language, MAIL_TEXTS[language][key], values).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? isolated(String(values[name])) : whole));
}

/** `{count, plural, one {…} other {…}}`, ICU's way, as the web catalogues write it (no nesting). */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;

/**
 * Each plural replaced by the form the language's rules choose for its number — Arabic has six
 * (CLDR's zero, one, two, few, many, other: «دقيقة واحدة», «دقيقتين», «5 دقائق», «30 دقيقة»), Urdu
 * and English two; `#` becomes the `{count}` placeholder, filled and isolated like any value.
 */
function choosePlurals(language: MailLanguage, text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLURAL, (whole, name: string, branches: string) => {
    const count = Number(values[name]);
    if (!(name in values) || !Number.isFinite(count)) return whole;
    const forms = new Map([...branches.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((match) => [match[1], match[2]]));
    const form = forms.get(`=${count}`) ?? forms.get(new Intl.PluralRules(language).select(count)) ?? forms.get('other') ?? '';
    return form.replace(/#/g, `{${name}}`);
  });
}
