import { scriptOf, textScriptProps } from '../script';

describe('the script of a person’s own words', () => {
  it.each([
    ['Yusuf Rahman', 'latin'],
    ['I have saved for twenty years', 'latin'],
    ['maryam.idris@example.org', 'latin'],
    ['مريم إدريس', 'arabic'],
    ['أدعو الله أن يكتب لي الحج مع أمي في هذه السنة', 'arabic'],
    ['میں نے بیس سال بچت کی ہے', 'urdu'],
    ['مکمل', 'urdu'],
    // Mostly Urdu with an English word: Urdu.
    ['میرا نام Yusuf ہے اور میں حج کرنا چاہتا ہوں', 'urdu'],
    ['+44 20 7946 0123', 'other'],
    ['', 'other'],
  ] as const)('%s is %s', (text, script) => {
    expect(scriptOf(text)).toBe(script);
  });

  it('gives Latin text a class and Arabic-script text its language', () => {
    expect(textScriptProps('Yusuf Rahman')).toEqual({ className: 'text-latin' });
    expect(textScriptProps('مريم إدريس')).toEqual({ lang: 'ar' });
    expect(textScriptProps('میں نے بیس سال بچت کی ہے')).toEqual({ lang: 'ur' });
    expect(textScriptProps(null)).toEqual({});
  });
});
