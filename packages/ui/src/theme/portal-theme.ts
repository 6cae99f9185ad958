import { createTheme } from '@mui/material/styles';

const fontFamily = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/** The portal's calm B2B look: deep indigo, neutral surfaces, 8px corners, AA text contrast. */
export const portalTheme = createTheme({
  palette: {
    mode: 'light',
    // Contrast text is picked for WCAG AA (4.5:1) rather than MUI's default threshold of 3.
    contrastThreshold: 4.5,
    primary: { main: '#303F9F', light: '#5C6BC0', dark: '#1A237E', contrastText: '#FFFFFF' },
    secondary: { main: '#00695C', contrastText: '#FFFFFF' },
    error: { main: '#C62828' },
    warning: { main: '#A75A00' },
    info: { main: '#0B5CAD' },
    success: { main: '#2E7D32' },
    background: { default: '#F5F6FA', paper: '#FFFFFF' },
    text: { primary: '#1B1F3B', secondary: '#4A5068', disabled: '#8A8FA3' },
    divider: '#E1E4EE',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
    h2: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1rem', fontWeight: 600 },
    h5: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontSize: '0.9375rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#E1E4EE' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiSelect: {
      // Select menus are at most 310px high; longer option lists scroll inside.
      defaultProps: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.125rem', fontWeight: 600 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
