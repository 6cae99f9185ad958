// The floor: the smallest app built on the portal's own stack (React, react-router, Redux Toolkit
// with RTK Query over axios, MUI with emotion, notistack), showing what a portal list page does: a
// 25-row list from a JSON endpoint, with a search and a status filter kept in the address. The
// portal's pages are measured against it in the same bench run.
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Navigate, RouterProvider, useSearchParams } from 'react-router';

interface Client {
  id: string;
  name: string;
  contact: string;
  status: 'active' | 'paused' | 'ended';
  since: string;
  monthlyMinor: number;
}

const STATUSES = ['active', 'paused', 'ended'] as const;

const http = axios.create({ baseURL: '/api' });

/** RTK Query's axios base query, as its documentation writes it. */
const axiosBaseQuery: BaseQueryFn<AxiosRequestConfig, unknown, { status?: number; message: string }> = async (args, { signal }) => {
  try {
    // The portal's envelope: what a call answers is under `data`.
    const response = await http.request<{ data: unknown }>({ ...args, signal });
    return { data: response.data.data };
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : undefined;
    return { error: { status, message: 'The clients could not be loaded.' } };
  }
};

const api = createApi({
  baseQuery: axiosBaseQuery,
  endpoints: (build) => ({
    clients: build.query<{ items: Client[] }, { search: string; status: string }>({
      query: ({ search, status }) => ({ url: '/clients', params: { search: search || undefined, status: status || undefined } }),
    }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function Clients() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const { data, isLoading, isError } = api.useClientsQuery({ search, status });
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  useEffect(() => {
    if (isError) enqueueSnackbar('The clients could not be loaded.', { variant: 'error' });
  }, [isError]);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Clients
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField label="Search" size="small" value={search} onChange={(event) => setFilter('search', event.target.value)} />
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper>
        <Table size="small" aria-label="Clients">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Contact</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Since</TableCell>
              <TableCell align="right">Monthly</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading
              ? Array.from({ length: 5 }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={5}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))
              : data?.items.map((client) => (
                  <TableRow key={client.id} hover>
                    <TableCell>{client.name}</TableCell>
                    <TableCell>{client.contact}</TableCell>
                    <TableCell>
                      <Chip size="small" label={client.status} color={client.status === 'active' ? 'success' : 'default'} />
                    </TableCell>
                    <TableCell>{date.format(new Date(client.since))}</TableCell>
                    <TableCell align="right">{money.format(client.monthlyMinor / 100)}</TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </Paper>
    </Container>
  );
}

const router = createBrowserRouter([
  { path: '/clients', element: <Clients /> },
  { path: '*', element: <Navigate to="/clients" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
