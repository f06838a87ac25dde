import type { Country } from '@his/shared/schemas/system';

/**
 * Countries offered for mobile numbers: the merchant's home market first (Cambodia), then its
 * region, then other common origins. The platform's real list is server data we do not have.
 */
export const countries: Country[] = [
  { countryCode: 'KH', countryDialingCode: '+855', countryName: 'Cambodia' },
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '+84', countryName: 'Vietnam' },
  { countryCode: 'LA', countryDialingCode: '+856', countryName: 'Laos' },
  { countryCode: 'MM', countryDialingCode: '+95', countryName: 'Myanmar' },
  { countryCode: 'MY', countryDialingCode: '+60', countryName: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '+65', countryName: 'Singapore' },
  { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
  { countryCode: 'ID', countryDialingCode: '+62', countryName: 'Indonesia' },
  { countryCode: 'CN', countryDialingCode: '+86', countryName: 'China' },
  { countryCode: 'HK', countryDialingCode: '+852', countryName: 'Hong Kong' },
  { countryCode: 'MO', countryDialingCode: '+853', countryName: 'Macao' },
  { countryCode: 'TW', countryDialingCode: '+886', countryName: 'Taiwan' },
  { countryCode: 'JP', countryDialingCode: '+81', countryName: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '+82', countryName: 'South Korea' },
  { countryCode: 'IN', countryDialingCode: '+91', countryName: 'India' },
  { countryCode: 'BD', countryDialingCode: '+880', countryName: 'Bangladesh' },
  { countryCode: 'PK', countryDialingCode: '+92', countryName: 'Pakistan' },
  { countryCode: 'NP', countryDialingCode: '+977', countryName: 'Nepal' },
  { countryCode: 'LK', countryDialingCode: '+94', countryName: 'Sri Lanka' },
  { countryCode: 'AU', countryDialingCode: '+61', countryName: 'Australia' },
  { countryCode: 'NZ', countryDialingCode: '+64', countryName: 'New Zealand' },
  { countryCode: 'US', countryDialingCode: '+1', countryName: 'United States' },
  { countryCode: 'CA', countryDialingCode: '+1', countryName: 'Canada' },
  { countryCode: 'GB', countryDialingCode: '+44', countryName: 'United Kingdom' },
  { countryCode: 'FR', countryDialingCode: '+33', countryName: 'France' },
  { countryCode: 'DE', countryDialingCode: '+49', countryName: 'Germany' },
  { countryCode: 'RU', countryDialingCode: '+7', countryName: 'Russia' },
  { countryCode: 'AE', countryDialingCode: '+971', countryName: 'United Arab Emirates' },
  { countryCode: 'BR', countryDialingCode: '+55', countryName: 'Brazil' },
];
