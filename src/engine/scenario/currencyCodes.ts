// The currency codes a scenario may be priced in: ISO 4217's. Intl.supportedValuesOf('currency') is not
// used: it is the ICU build's list, not the standard's, and differs between the two places a scenario is
// read (Node 20.20, ICU 78.2: 162 codes with SLE, XCG and ZWG; Chromium 156: 159 codes without them), so
// a link written on one would be refused on the other. A code from this list names a currency for the
// reader; a rate to convert it is a separate matter (src/data/rates.ts).

/**
 * ISO 4217 List One (current currency and funds codes) as the standard stood in 2025, from SIX Group,
 * its maintenance agency (list-one.xml), with XTS (testing) and XXX (no currency) left out: neither
 * prices anything. Checked 2026-12 to hold every code of Intl.supportedValuesOf('currency') in Node 20.20
 * and Chromium 156 (currencyCodes.test.ts holds the one it runs in).
 */
const LIST_ONE = `
AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF
CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP
GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT
LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR
NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN
SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF
XAG XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XUA YER ZAR ZMW ZWG`;

/**
 * Codes ISO 4217 withdrew since 2018 (List Three) that a scenario written before then may be priced in:
 * a saved scenario in kuna still reads as kuna.
 */
const RECENTLY_WITHDRAWN = 'ANG BGN CUC HRK MRO SLL STD VEF ZWL';

/** Every code a scenario's currency may be, sorted. */
export const CURRENCY_CODES: readonly string[] = `${LIST_ONE} ${RECENTLY_WITHDRAWN}`.trim().split(/\s+/).sort();

const CODES: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** Whether `code` is an ISO 4217 currency code this calculator accepts. */
export function isCurrencyCode(code: string): boolean {
  return CODES.has(code);
}
