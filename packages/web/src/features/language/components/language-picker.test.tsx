import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';

describe('language picker', () => {
  it('offers the three core languages first, then 32 more, each named in itself', async () => {
    const { user } = renderApp();
    const picker = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    await user.hover(picker);
    await waitFor(() => expect(picker.options).toHaveLength(35));
    const options = Array.from(picker.options).map((option) => [option.value, option.textContent]);
    expect(options.slice(0, 3)).toEqual([
      ['EN', 'English'],
      ['KM', 'ខ្មែរ'],
      ['CN', '中文'],
    ]);
    expect(options).toContainEqual(['TH', 'ไทย']);
    expect(options).toContainEqual(['VI', 'Tiếng Việt']);
    expect(options).toContainEqual(['AR', 'العربية']);
    expect(picker.querySelector('optgroup')).toHaveAttribute('label', 'More languages');
  });

  it('lists the other languages only once a player reaches for it', async () => {
    const { user } = renderApp();
    const picker = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    // Their names' chunk has arrived (the picker asked for it first), and still the closed
    // picker names only the core three.
    await act(async () => {
      await import('@his/shared/i18n/language-names');
    });
    expect(picker.querySelector('optgroup')).toBeNull();
    expect(Array.from(picker.options).map((option) => option.value)).toEqual(['EN', 'KM', 'CN']);
    picker.focus();
    await waitFor(() => expect(picker.options).toHaveLength(35));
    expect(Array.from(picker.options).map((option) => option.textContent)).toContain('ไทย');
    await user.selectOptions(picker, 'TH');
    expect(await screen.findByRole('combobox', { name: 'ภาษา' })).toHaveValue('TH');
  });

  it('switches to Thai: English where there is no Thai text, the picker named in Thai', async () => {
    const { user } = renderApp();
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    await user.click(picker);
    await waitFor(() => expect((picker as HTMLSelectElement).options).toHaveLength(35));
    await user.selectOptions(picker, 'TH');

    expect(await screen.findByRole('combobox', { name: 'ภาษา' })).toHaveValue('TH');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Register, Play, Win');
    expect(localStorage.getItem('hisLang')).toBe('TH');
    expect(document.documentElement.lang).toBe('th');
  });

  it('switches to Khmer, keeps the choice in hisLang and updates <html lang>', async () => {
    const { user } = renderApp();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Register, Play, Win',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'KM');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ចុះឈ្មោះ លេង ឈ្នះ');
    expect(screen.getByRole('combobox', { name: 'ភាសា' })).toHaveValue('KM');
    expect(localStorage.getItem('hisLang')).toBe('KM');
    expect(document.documentElement.lang).toBe('km');
  });

  it('switches to Chinese and sends the language with the next calls', async () => {
    const { user, bff } = renderApp();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'CN');
    // The Chinese catalogue downloads on the choice: the page changes once it is there.
    const form = await screen.findByRole('form', { name: '会员登录' });
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(localStorage.getItem('hisLang')).toBe('CN');

    await user.type(form.querySelector('input[name="username"]') as HTMLInputElement, 'x');
    await user.type(form.querySelector('input[name="password"]') as HTMLInputElement, 'y');
    await user.click(screen.getAllByRole('button', { name: '登录' })[0] as HTMLElement);
    await waitFor(() => expect(bff.requestsTo('POST', '/wps/session/login')).toHaveLength(1));
    expect(bff.requestsTo('POST', '/wps/session/login')[0]?.headers.get('language')).toBe('CN');
  });
});
