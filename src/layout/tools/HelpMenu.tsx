import { useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routes/paths';
import { usePortalIdentity } from '../../session/usePortalIdentity';
import { BarIconButton } from '../../components/BarIconButton';

const HELP_PAGES = [
  { path: PATHS.scorePolicy, titleKey: 'app.dashboard.route.score_policy' },
  { path: PATHS.notices, titleKey: 'app.chrome.route.info_index' },
  { path: PATHS.practice, titleKey: 'app.chrome.route.test_index' },
];

/** The rules and guides a designer looks up while working; company members have none of them. */
export function HelpMenu() {
  const translate = useTranslate();
  const { identity } = usePortalIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity || identity.isCompanyMember) return null;
  return (
    <>
      <BarIconButton
        label={translate('app.chrome.topbar.help')}
        onClick={(event) => setAnchor(event.currentTarget)}
        testId="help-menu"
      >
        <HelpOutlineIcon />
      </BarIconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {HELP_PAGES.map(({ path, titleKey }) => (
          <MenuItem key={path} component={Link} to={path} onClick={() => setAnchor(null)}>
            {translate(titleKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
