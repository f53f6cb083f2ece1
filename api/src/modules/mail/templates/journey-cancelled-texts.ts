/**
 * The "journey cancelled" email (issue 30): a journey the donor supports cannot happen; they choose
 * within 30 days whether their part of what it still holds comes back to them or moves to another
 * journey, else the admins' default applies. Kept apart from mail-texts.ts's catalogue, which
 * spreads them into each language.
 */
export const JOURNEY_CANCELLED_EN = {
  journey_cancelled_subject: 'A journey you support was cancelled: choose where your gift goes',
  journey_cancelled_heading: 'This journey cannot happen',
  journey_cancelled_journey: '{firstName}’s {travelType} journey, which you support, was cancelled.',
  journey_cancelled_choice: 'Your part of what it still holds is {amount}. Choose whether it comes back to you or moves to another journey that needs it.',
  journey_cancelled_unrecoverable: '{amount} of your gift was already paid out for the journey and cannot be recovered.',
  journey_cancelled_deadline: 'Please choose by {date}. Without an answer, Sabil will {fallback}.',
  journey_cancelled_fallback_refund: 'refund it to your card',
  journey_cancelled_fallback_move: 'move it to the journey that needs it most',
  journey_cancelled_nothing: 'All of your gift was already paid out for the journey: nothing can be returned or moved.',
  journey_cancelled_button: 'Choose now',
} as const;

export const JOURNEY_CANCELLED_AR: Record<keyof typeof JOURNEY_CANCELLED_EN, string> = {
  journey_cancelled_subject: 'أُلغيت رحلة تدعمها: اختر وجهة تبرعك',
  journey_cancelled_heading: 'لا يمكن أن تتم هذه الرحلة',
  journey_cancelled_journey: 'أُلغيت رحلة {travelType} الخاصة بـ{firstName} التي تدعمها.',
  journey_cancelled_choice: 'نصيبك مما لا تزال الرحلة تحتفظ به هو {amount}. اختر أن يُعاد إليك أو أن يُنقل إلى رحلة أخرى تحتاج إليه.',
  journey_cancelled_unrecoverable: 'صُرف {amount} من تبرعك بالفعل لصالح الرحلة ولا يمكن استرداده.',
  journey_cancelled_deadline: 'يُرجى الاختيار قبل {date}. إن لم تُجب، فستقوم سبيل بـ{fallback}.',
  journey_cancelled_fallback_refund: 'إعادته إلى بطاقتك',
  journey_cancelled_fallback_move: 'نقله إلى الرحلة الأشد حاجة إليه',
  journey_cancelled_nothing: 'صُرف تبرعك كله بالفعل لصالح الرحلة: لا يمكن إعادة شيء منه أو نقله.',
  journey_cancelled_button: 'اختر الآن',
};

export const JOURNEY_CANCELLED_UR: Record<keyof typeof JOURNEY_CANCELLED_EN, string> = {
  journey_cancelled_subject: 'آپ کے مدد کردہ سفروں میں سے ایک منسوخ ہو گیا: چنیں کہ آپ کا عطیہ کہاں جائے',
  journey_cancelled_heading: 'یہ سفر نہیں ہو سکتا',
  journey_cancelled_journey: '{firstName} کا سفرِ {travelType}، جس کی آپ مدد کر رہے ہیں، منسوخ ہو گیا۔',
  journey_cancelled_choice: 'اس سفر کے پاس باقی رقم میں آپ کا حصہ {amount} ہے۔ چنیں کہ یہ آپ کو واپس ملے یا کسی اور ضرورت مند سفر میں منتقل ہو۔',
  journey_cancelled_unrecoverable: 'آپ کے عطیے میں سے {amount} سفر کے لیے پہلے ہی ادا ہو چکے ہیں اور واپس نہیں مل سکتے۔',
  journey_cancelled_deadline: 'براہِ کرم {date} تک چنیں۔ جواب نہ ملنے پر سبیل اسے {fallback}۔',
  journey_cancelled_fallback_refund: 'آپ کے کارڈ پر واپس کر دے گا',
  journey_cancelled_fallback_move: 'سب سے زیادہ ضرورت مند سفر میں منتقل کر دے گا',
  journey_cancelled_nothing: 'آپ کا پورا عطیہ سفر کے لیے پہلے ہی ادا ہو چکا ہے: کچھ واپس یا منتقل نہیں ہو سکتا۔',
  journey_cancelled_button: 'ابھی چنیں',
};
