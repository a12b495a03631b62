// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import TablePagination from '@mui/material/TablePagination';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { muiCoreLocale } from './mui-locale';

/** An open, empty autocomplete (its popup button says close) and a pager with an unknown total, under the theme of `lang`. */
function renderMui(lang: 'da' | 'en') {
  render(
    <ThemeProvider theme={createTheme({}, muiCoreLocale(lang))}>
      <Autocomplete open options={[]} renderInput={(params) => <TextField {...params} label="x" />} />
      <TablePagination component="div" count={-1} page={0} rowsPerPage={10} onPageChange={() => undefined} />
      <LinearProgress />
    </ThemeProvider>,
  );
}

describe("MUI's texts come from our catalogue, not MUI's locale packs", () => {
  it('speaks Danish', () => {
    renderMui('da');
    expect(screen.getByText('Ingen muligheder')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Luk' })).toBeTruthy();
    expect(screen.getByText('Rækker pr. side')).toBeTruthy();
    expect(screen.getByText('1–10 af flere end 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gå til den næste side' })).toBeTruthy();
    // a bare loading bar has a name (axe aria-progressbar-name)
    expect(screen.getByRole('progressbar', { name: 'Indlæser…' })).toBeTruthy();
  });

  it('speaks English', () => {
    renderMui('en');
    expect(screen.getByText('No options')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByText('Rows per page')).toBeTruthy();
    expect(screen.getByText('1–10 of more than 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });
});
