import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';

function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

function renderSearchBox() {
  const Stub = createRoutesStub([
    { path: '/', Component: SearchBox },
    { path: '/shop', Component: CurrentUrl },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByPlaceholderText('Search');
}

describe('header search', () => {
  it('goes to /shop with the trimmed text on Enter', async () => {
    const input = renderSearchBox();
    await userEvent.type(input, '  cà chua {Enter}');
    expect(await screen.findByLabelText('url')).toHaveTextContent('/shop?q=c%C3%A0+chua');
  });

  it("stops the text at the API's limit instead of letting the shop report it", async () => {
    const input = renderSearchBox();
    expect(input).toHaveAttribute('maxLength', '200');
    await userEvent.type(input, `${'rau'.repeat(100)}{Enter}`);
    expect(await screen.findByLabelText('url')).toHaveTextContent(new RegExp(`^/shop\\?q=(rau){66}ra$`));
  });

  it('goes to /shop without q when the text is blank', async () => {
    renderSearchBox();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByLabelText('url')).toHaveTextContent(/^\/shop$/);
  });
});
