import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HelpIcon from '@mui/icons-material/Help';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkIcon from '@mui/icons-material/Work';

/** The MUI icon names a menu's `source` may carry; an unknown name gets the fallback. */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  AccountBalanceWallet: AccountBalanceWalletIcon,
  Article: ArticleIcon,
  Dashboard: DashboardIcon,
  Description: DescriptionIcon,
  FactCheck: FactCheckIcon,
  Help: HelpIcon,
  Home: HomeIcon,
  HowToReg: HowToRegIcon,
  MenuBook: MenuBookIcon,
  MoneyOff: MoneyOffIcon,
  OpenInNew: OpenInNewIcon,
  Payments: PaymentsIcon,
  Person: PersonIcon,
  ReceiptLong: ReceiptLongIcon,
  Settings: SettingsIcon,
  Share: ShareIcon,
  SupportAgent: SupportAgentIcon,
  Tune: TuneIcon,
  VerifiedUser: VerifiedUserIcon,
  Work: WorkIcon,
};

export function MenuIcon({ source }: { source: string }) {
  const Icon = Object.hasOwn(ICONS, source) ? ICONS[source] : ArticleIcon;
  return <Icon fontSize="small" data-icon={source || 'fallback'} />;
}
