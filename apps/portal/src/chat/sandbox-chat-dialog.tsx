import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

export const SANDBOX_CHAT_ACKNOWLEDGEMENT =
  'Thanks — this is the demo chat, so no one reads messages here. For a real answer, write to support by e-mail or search the help center.';

interface ChatMessage {
  id: number;
  from: 'you' | 'portal';
  text: string;
}

/**
 * The offline stand-in of the chat provider, for the demo and tests: it looks and behaves like a chat
 * but says plainly that nobody reads it.
 */
export function SandboxChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [
      ...current,
      { id: current.length + 1, from: 'you', text },
      { id: current.length + 2, from: 'portal', text: SANDBOX_CHAT_ACKNOWLEDGEMENT },
    ]);
    setDraft('');
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="sandbox-chat-title">
      <DialogTitle id="sandbox-chat-title" sx={{ pr: 6 }}>
        Chat with us
        <IconButton aria-label="Close chat" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Demo chat: this environment has no live chat connected.
        </Typography>
        <Stack component="ol" role="log" aria-label="Chat messages" aria-live="polite" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {messages.map((message) => (
            <Box
              component="li"
              key={message.id}
              sx={{
                alignSelf: message.from === 'you' ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: message.from === 'you' ? 'primary.main' : 'action.hover',
                color: message.from === 'you' ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="body2">{message.text}</Typography>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 1, width: '100%', px: 1 }}>
          <TextField
            label="Your message"
            size="small"
            fullWidth
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={!draft.trim()}>
            Send
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
