import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The side menu's search box (prefix match on the labels, see domain/menuSearch). */
export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const translate = useTranslate();
  const label = translate('app.chrome.menu.search');
  return (
    <Box sx={{ p: 1 }}>
      <TextField
        size="small"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        fullWidth
        slotProps={{
          htmlInput: { 'aria-label': label, 'data-testid': 'menu-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
