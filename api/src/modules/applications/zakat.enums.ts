import { registerEnumType } from 'type-graphql';

/** The eight categories of At-Tawbah 9:60 to whom zakat may be given (issue 31). */
export enum ZakatCategory {
  FUQARA = 'fuqara',
  MASAKIN = 'masakin',
  AMILIN = 'amilin',
  MUALLAFAT_AL_QULUB = 'muallafat_al_qulub',
  RIQAB = 'riqab',
  GHARIMIN = 'gharimin',
  FI_SABILILLAH = 'fi_sabilillah',
  IBN_AL_SABIL = 'ibn_al_sabil',
}

export const ZAKAT_CATEGORIES = Object.values(ZakatCategory) as string[];

registerEnumType(ZakatCategory, {
  name: 'ZakatCategory',
  description: 'The category of At-Tawbah 9:60 a zakat-eligible journey falls under.',
  valuesConfig: {
    FUQARA: { description: 'The poor (al-fuqara).' },
    MASAKIN: { description: 'The needy (al-masakin).' },
    AMILIN: { description: 'Those who administer zakat (al-amilin alayha).' },
    MUALLAFAT_AL_QULUB: { description: 'Those whose hearts are to be reconciled (al-muallafati qulubuhum).' },
    RIQAB: { description: 'Freeing those in bondage (fi al-riqab).' },
    GHARIMIN: { description: 'Those in debt (al-gharimin).' },
    FI_SABILILLAH: { description: 'In the cause of God (fi sabilillah).' },
    IBN_AL_SABIL: { description: 'The wayfarer (ibn al-sabil).' },
  },
});
