/**
 * The sentences of the "refund failed" email (issue 28 §5): a refund the card provider refused, or
 * failed after carrying it out. Kept apart from mail-texts.ts's catalogue, which spreads them into
 * each language. The money is back with the charity, owed to the donor; an admin sees the refund
 * among the payments needing attention and returns it another way.
 */
export const REFUND_FAILED_EN = {
  refund_failed_subject: 'Refund {refundNumber} of your gift did not go through',
  refund_failed_heading: 'Your refund did not go through',
  refund_failed_body: 'We could not return {amount} of your gift (receipt {receiptNumber}) to your card: your card provider refused the refund or sent it back.',
  refund_failed_owed: 'The money is safe with Sabil and is owed to you. Our team has been told and will contact you to return it another way; you need do nothing.',
  refund_failed_test_mode: 'Test mode — no money moved. This records a failed test refund only.',
} as const;

export const REFUND_FAILED_AR: Record<keyof typeof REFUND_FAILED_EN, string> = {
  refund_failed_subject: 'تعذّر إتمام استرداد رقم {refundNumber} من تبرعك',
  refund_failed_heading: 'لم يتم استرداد المبلغ',
  refund_failed_body: 'تعذّر استرداد {amount} من تبرعك (الإيصال {receiptNumber}) إلى بطاقتك: رفض مزوّد الدفع بالبطاقات الاسترداد أو أعاده.',
  refund_failed_owed: 'المبلغ محفوظ لدى سبيل وهو حق لك. أُبلغ فريقنا بذلك وسيتواصل معك لإعادته إليك بطريقة أخرى، ولا يلزمك فعل شيء.',
  refund_failed_test_mode: 'وضع تجريبي — لم تنتقل أي أموال. لا يسجّل هذا إلا استردادًا تجريبيًا لم يتم.',
};

export const REFUND_FAILED_UR: Record<keyof typeof REFUND_FAILED_EN, string> = {
  refund_failed_subject: 'آپ کے عطیے کی واپسی {refundNumber} مکمل نہیں ہو سکی',
  refund_failed_heading: 'آپ کی رقم کی واپسی نہیں ہو سکی',
  refund_failed_body: 'ہم آپ کے عطیے (رسید {receiptNumber}) میں سے {amount} آپ کے کارڈ پر واپس نہیں کر سکے: کارڈ ادائیگی فراہم کنندہ نے واپسی قبول نہیں کی یا اسے لوٹا دیا۔',
  refund_failed_owed: 'یہ رقم سبیل کے پاس محفوظ ہے اور آپ کا حق ہے۔ ہماری ٹیم کو اطلاع دے دی گئی ہے اور وہ اسے کسی اور طریقے سے واپس کرنے کے لیے آپ سے رابطہ کرے گی؛ آپ کو کچھ کرنے کی ضرورت نہیں۔',
  refund_failed_test_mode: 'ٹیسٹ موڈ — کوئی رقم منتقل نہیں ہوئی۔ یہ صرف ایک ناکام ٹیسٹ واپسی کا اندراج ہے۔',
};
