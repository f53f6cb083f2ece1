/**
 * @jest-environment node
 */
import { readSiteDetails } from '../site-details.mjs';

describe('readSiteDetails', () => {
  it('gives nothing when nothing is set', () => {
    expect(readSiteDetails({})).toEqual({ charity: {}, social: [] });
  });

  it('reads the details that are set and the https social pages, in the footer’s order', () => {
    expect(
      readSiteDetails({ CHARITY_NAME: ' Sabil Foundation ', CHARITY_ADDRESS: '1 High St\\nLondon', CHARITY_EMAIL: 'hello@sabil.example', SOCIAL_YOUTUBE_URL: 'https://youtube.com/@sabil', SOCIAL_FACEBOOK_URL: 'https://facebook.com/sabil' }),
    ).toEqual({
      charity: { name: 'Sabil Foundation', address: '1 High St\nLondon', email: 'hello@sabil.example' },
      social: [
        { network: 'facebook', url: 'https://facebook.com/sabil' },
        { network: 'youtube', url: 'https://youtube.com/@sabil' },
      ],
    });
  });

  it('refuses a page that is not https, a bad address or phone, at start', () => {
    expect(() => readSiteDetails({ SOCIAL_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow('SOCIAL_FACEBOOK_URL must be an https:// address');
    expect(() => readSiteDetails({ SOCIAL_INSTAGRAM_URL: 'http://instagram.com/x' })).toThrow('SOCIAL_INSTAGRAM_URL');
    expect(() => readSiteDetails({ CHARITY_EMAIL: 'nope' })).toThrow('CHARITY_EMAIL');
    expect(() => readSiteDetails({ CHARITY_PHONE: 'call us' })).toThrow('CHARITY_PHONE');
  });
});
