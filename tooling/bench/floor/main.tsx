// The smallest app built on the portal's stack: React, MUI, React Router and RTK (with RTK
// Query), rendering one sign-in form. The portal's /login is measured against it.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ login: build.mutation<unknown, { email: string }>({ query: (body) => ({ url: '/login', method: 'POST', body }) }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

function Login() {
  const [login] = api.useLoginMutation();
  return (
    <Container maxWidth="xs">
      <Typography variant="h1">Sign in</Typography>
      <TextField label="E-mail" fullWidth />
      <TextField label="Password" type="password" fullWidth />
      <Button variant="contained" onClick={() => login({ email: '' })}>
        Sign in
      </Button>
    </Container>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Login /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
