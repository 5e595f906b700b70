// Countries of the registration form: id is the ISO 3166-1 numeric code, names in Turkish and English.
// Türkiye leads the list (sort 0; the form selects it by default); the rest follow by name.

export interface CountrySeed {
  id: number;
  iso2: string;
  tr: string;
  en: string;
  sort?: number;
}

export const turkiyeId = 792;

export const countrySeeds: CountrySeed[] = [
  { id: 792, iso2: 'TR', tr: 'Türkiye', en: 'Türkiye', sort: 0 },
  // neighbours and the region
  { id: 300, iso2: 'GR', tr: 'Yunanistan', en: 'Greece' },
  { id: 100, iso2: 'BG', tr: 'Bulgaristan', en: 'Bulgaria' },
  { id: 268, iso2: 'GE', tr: 'Gürcistan', en: 'Georgia' },
  { id: 51, iso2: 'AM', tr: 'Ermenistan', en: 'Armenia' },
  { id: 31, iso2: 'AZ', tr: 'Azerbaycan', en: 'Azerbaijan' },
  { id: 364, iso2: 'IR', tr: 'İran', en: 'Iran' },
  { id: 368, iso2: 'IQ', tr: 'Irak', en: 'Iraq' },
  { id: 760, iso2: 'SY', tr: 'Suriye', en: 'Syria' },
  { id: 196, iso2: 'CY', tr: 'Kıbrıs', en: 'Cyprus' },
  { id: 422, iso2: 'LB', tr: 'Lübnan', en: 'Lebanon' },
  { id: 400, iso2: 'JO', tr: 'Ürdün', en: 'Jordan' },
  { id: 376, iso2: 'IL', tr: 'İsrail', en: 'Israel' },
  { id: 818, iso2: 'EG', tr: 'Mısır', en: 'Egypt' },
  { id: 682, iso2: 'SA', tr: 'Suudi Arabistan', en: 'Saudi Arabia' },
  { id: 784, iso2: 'AE', tr: 'Birleşik Arap Emirlikleri', en: 'United Arab Emirates' },
  { id: 634, iso2: 'QA', tr: 'Katar', en: 'Qatar' },
  { id: 414, iso2: 'KW', tr: 'Kuveyt', en: 'Kuwait' },
  { id: 48, iso2: 'BH', tr: 'Bahreyn', en: 'Bahrain' },
  { id: 512, iso2: 'OM', tr: 'Umman', en: 'Oman' },
  // European Union
  { id: 276, iso2: 'DE', tr: 'Almanya', en: 'Germany' },
  { id: 40, iso2: 'AT', tr: 'Avusturya', en: 'Austria' },
  { id: 56, iso2: 'BE', tr: 'Belçika', en: 'Belgium' },
  { id: 191, iso2: 'HR', tr: 'Hırvatistan', en: 'Croatia' },
  { id: 203, iso2: 'CZ', tr: 'Çekya', en: 'Czechia' },
  { id: 208, iso2: 'DK', tr: 'Danimarka', en: 'Denmark' },
  { id: 233, iso2: 'EE', tr: 'Estonya', en: 'Estonia' },
  { id: 246, iso2: 'FI', tr: 'Finlandiya', en: 'Finland' },
  { id: 250, iso2: 'FR', tr: 'Fransa', en: 'France' },
  { id: 348, iso2: 'HU', tr: 'Macaristan', en: 'Hungary' },
  { id: 372, iso2: 'IE', tr: 'İrlanda', en: 'Ireland' },
  { id: 380, iso2: 'IT', tr: 'İtalya', en: 'Italy' },
  { id: 428, iso2: 'LV', tr: 'Letonya', en: 'Latvia' },
  { id: 440, iso2: 'LT', tr: 'Litvanya', en: 'Lithuania' },
  { id: 442, iso2: 'LU', tr: 'Lüksemburg', en: 'Luxembourg' },
  { id: 470, iso2: 'MT', tr: 'Malta', en: 'Malta' },
  { id: 528, iso2: 'NL', tr: 'Hollanda', en: 'Netherlands' },
  { id: 616, iso2: 'PL', tr: 'Polonya', en: 'Poland' },
  { id: 620, iso2: 'PT', tr: 'Portekiz', en: 'Portugal' },
  { id: 642, iso2: 'RO', tr: 'Romanya', en: 'Romania' },
  { id: 703, iso2: 'SK', tr: 'Slovakya', en: 'Slovakia' },
  { id: 705, iso2: 'SI', tr: 'Slovenya', en: 'Slovenia' },
  { id: 724, iso2: 'ES', tr: 'İspanya', en: 'Spain' },
  { id: 752, iso2: 'SE', tr: 'İsveç', en: 'Sweden' },
  // rest of Europe
  { id: 8, iso2: 'AL', tr: 'Arnavutluk', en: 'Albania' },
  { id: 20, iso2: 'AD', tr: 'Andorra', en: 'Andorra' },
  { id: 112, iso2: 'BY', tr: 'Belarus', en: 'Belarus' },
  { id: 70, iso2: 'BA', tr: 'Bosna-Hersek', en: 'Bosnia and Herzegovina' },
  { id: 826, iso2: 'GB', tr: 'Birleşik Krallık', en: 'United Kingdom' },
  { id: 352, iso2: 'IS', tr: 'İzlanda', en: 'Iceland' },
  { id: 756, iso2: 'CH', tr: 'İsviçre', en: 'Switzerland' },
  { id: 499, iso2: 'ME', tr: 'Karadağ', en: 'Montenegro' },
  { id: 807, iso2: 'MK', tr: 'Kuzey Makedonya', en: 'North Macedonia' },
  { id: 438, iso2: 'LI', tr: 'Lihtenştayn', en: 'Liechtenstein' },
  { id: 498, iso2: 'MD', tr: 'Moldova', en: 'Moldova' },
  { id: 492, iso2: 'MC', tr: 'Monako', en: 'Monaco' },
  { id: 578, iso2: 'NO', tr: 'Norveç', en: 'Norway' },
  { id: 643, iso2: 'RU', tr: 'Rusya', en: 'Russia' },
  { id: 674, iso2: 'SM', tr: 'San Marino', en: 'San Marino' },
  { id: 688, iso2: 'RS', tr: 'Sırbistan', en: 'Serbia' },
  { id: 804, iso2: 'UA', tr: 'Ukrayna', en: 'Ukraine' },
  // Turkic states and Central Asia
  { id: 398, iso2: 'KZ', tr: 'Kazakistan', en: 'Kazakhstan' },
  { id: 417, iso2: 'KG', tr: 'Kırgızistan', en: 'Kyrgyzstan' },
  { id: 860, iso2: 'UZ', tr: 'Özbekistan', en: 'Uzbekistan' },
  { id: 795, iso2: 'TM', tr: 'Türkmenistan', en: 'Turkmenistan' },
  { id: 762, iso2: 'TJ', tr: 'Tacikistan', en: 'Tajikistan' },
  { id: 4, iso2: 'AF', tr: 'Afganistan', en: 'Afghanistan' },
  // Asia and Oceania
  { id: 586, iso2: 'PK', tr: 'Pakistan', en: 'Pakistan' },
  { id: 356, iso2: 'IN', tr: 'Hindistan', en: 'India' },
  { id: 156, iso2: 'CN', tr: 'Çin', en: 'China' },
  { id: 392, iso2: 'JP', tr: 'Japonya', en: 'Japan' },
  { id: 410, iso2: 'KR', tr: 'Güney Kore', en: 'South Korea' },
  { id: 360, iso2: 'ID', tr: 'Endonezya', en: 'Indonesia' },
  { id: 458, iso2: 'MY', tr: 'Malezya', en: 'Malaysia' },
  { id: 36, iso2: 'AU', tr: 'Avustralya', en: 'Australia' },
  { id: 554, iso2: 'NZ', tr: 'Yeni Zelanda', en: 'New Zealand' },
  // Africa
  { id: 12, iso2: 'DZ', tr: 'Cezayir', en: 'Algeria' },
  { id: 504, iso2: 'MA', tr: 'Fas', en: 'Morocco' },
  { id: 788, iso2: 'TN', tr: 'Tunus', en: 'Tunisia' },
  { id: 434, iso2: 'LY', tr: 'Libya', en: 'Libya' },
  { id: 566, iso2: 'NG', tr: 'Nijerya', en: 'Nigeria' },
  { id: 710, iso2: 'ZA', tr: 'Güney Afrika', en: 'South Africa' },
  // the Americas
  { id: 840, iso2: 'US', tr: 'Amerika Birleşik Devletleri', en: 'United States' },
  { id: 124, iso2: 'CA', tr: 'Kanada', en: 'Canada' },
  { id: 484, iso2: 'MX', tr: 'Meksika', en: 'Mexico' },
  { id: 76, iso2: 'BR', tr: 'Brezilya', en: 'Brazil' },
  { id: 32, iso2: 'AR', tr: 'Arjantin', en: 'Argentina' },
];
