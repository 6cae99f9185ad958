import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Proposal } from '@portal/api-schema';
import { useId } from 'react';
import { COMPARED_FACTS } from './proposal-facts';
import { fullName } from '@portal/ui';

export interface CompareDialogProps {
  open: boolean;
  proposals: readonly Proposal[];
  onClose: () => void;
}

/** The chosen candidates side by side: one column each, one row per fact. */
export function CompareDialog({ open, proposals, onClose }: CompareDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>Compare candidates</DialogTitle>
      <DialogContent>
        {/* On a phone the columns keep their width and the table scrolls sideways. */}
        <TableContainer>
          <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 160 + proposals.length * 220, tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 160 }}>Candidate</TableCell>
                {proposals.map((proposal) => (
                  <TableCell key={proposal.id} scope="col" sx={{ fontWeight: 600 }}>
                    {fullName(proposal.candidate)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {COMPARED_FACTS.map((fact) => (
                <TableRow key={fact.label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {fact.label}
                  </TableCell>
                  {proposals.map((proposal) => (
                    <TableCell key={proposal.id} sx={{ verticalAlign: 'top' }}>
                      {fact.value(proposal)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
