/**
 * Issue 31's sentences: the receipt's dedication line, and the e-card a donor may have sent to
 * someone of their choosing when the gift is paid (never its amount). Kept apart from
 * mail-texts.ts's catalogue, which spreads them into each language.
 */
export const GIFT_DETAILS_EN = {
  gift_receipt_on_behalf_of: 'You gave this gift on behalf of {name}.',
  gift_receipt_in_memory_of: 'You gave this gift in memory of {name}.',
  gift_ecard_subject_on_behalf_of: 'A gift on behalf of {name}',
  gift_ecard_subject_in_memory_of: 'A gift in memory of {name}',
  gift_ecard_heading: 'A gift towards a pilgrim’s journey',
  gift_ecard_body_on_behalf_of: 'A gift has been given on behalf of {name} through Sabil, to help a pilgrim reach the House of Allah.',
  gift_ecard_body_in_memory_of: 'A gift has been given in memory of {name} through Sabil, to help a pilgrim reach the House of Allah.',
  gift_ecard_journey: 'It supports {firstName}’s {travelType} journey.',
  gift_ecard_from: '{donor} gave it and wanted you to know.',
  gift_ecard_from_anonymous: 'The donor chose to stay anonymous and wanted you to know.',
  gift_ecard_prayer: 'May Allah accept it.',
  gift_ecard_button: 'About Sabil',
  footer_ecard: 'You receive this one email because a donor gave your address for this e-card. Sabil will not write to you again for it.',
} as const;

export const GIFT_DETAILS_AR: Record<keyof typeof GIFT_DETAILS_EN, string> = {
  gift_receipt_on_behalf_of: 'قدّمت هذا التبرع نيابةً عن {name}.',
  gift_receipt_in_memory_of: 'قدّمت هذا التبرع إحياءً لذكرى {name}.',
  gift_ecard_subject_on_behalf_of: 'تبرع نيابةً عن {name}',
  gift_ecard_subject_in_memory_of: 'تبرع إحياءً لذكرى {name}',
  gift_ecard_heading: 'تبرع لرحلة حاج',
  gift_ecard_body_on_behalf_of: 'قُدّم تبرع نيابةً عن {name} عبر سبيل، ليعين حاجًّا على بلوغ بيت الله.',
  gift_ecard_body_in_memory_of: 'قُدّم تبرع إحياءً لذكرى {name} عبر سبيل، ليعين حاجًّا على بلوغ بيت الله.',
  gift_ecard_journey: 'يدعم هذا التبرع {firstName} في رحلة {travelType}.',
  gift_ecard_from: 'قدّمه {donor} وأحبّ أن تعلم بذلك.',
  gift_ecard_from_anonymous: 'اختار المتبرع أن يبقى مجهول الاسم، وأحبّ أن تعلم بذلك.',
  gift_ecard_prayer: 'تقبّل الله منه.',
  gift_ecard_button: 'تعرّف على سبيل',
  footer_ecard: 'تصلك هذه الرسالة الوحيدة لأن متبرعًا أعطى عنوانك لهذه البطاقة. لن تراسلك سبيل مرة أخرى بشأنها.',
};

export const GIFT_DETAILS_UR: Record<keyof typeof GIFT_DETAILS_EN, string> = {
  gift_receipt_on_behalf_of: 'آپ نے یہ عطیہ {name} کی طرف سے دیا۔',
  gift_receipt_in_memory_of: 'آپ نے یہ عطیہ {name} کی یاد میں دیا۔',
  gift_ecard_subject_on_behalf_of: '{name} کی طرف سے ایک عطیہ',
  gift_ecard_subject_in_memory_of: '{name} کی یاد میں ایک عطیہ',
  gift_ecard_heading: 'ایک حاجی کے سفر کے لیے عطیہ',
  gift_ecard_body_on_behalf_of: 'سبیل کے ذریعے {name} کی طرف سے ایک عطیہ دیا گیا ہے، تاکہ ایک حاجی اللہ کے گھر تک پہنچ سکے۔',
  gift_ecard_body_in_memory_of: 'سبیل کے ذریعے {name} کی یاد میں ایک عطیہ دیا گیا ہے، تاکہ ایک حاجی اللہ کے گھر تک پہنچ سکے۔',
  gift_ecard_journey: 'یہ {firstName} کے سفرِ {travelType} کی مدد کرتا ہے۔',
  gift_ecard_from: 'یہ عطیہ {donor} نے دیا اور چاہا کہ آپ کو اس کی خبر ہو۔',
  gift_ecard_from_anonymous: 'عطیہ دہندہ نے گمنام رہنا پسند کیا، اور چاہا کہ آپ کو اس کی خبر ہو۔',
  gift_ecard_prayer: 'اللہ اسے قبول فرمائے۔',
  gift_ecard_button: 'سبیل کے بارے میں',
  footer_ecard: 'یہ ایک ای میل آپ کو اس لیے ملی کہ ایک عطیہ دہندہ نے اس کارڈ کے لیے آپ کا پتہ دیا۔ سبیل اس بارے میں آپ کو دوبارہ نہیں لکھے گا۔',
};
