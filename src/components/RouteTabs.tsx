import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

interface RouteTabsProps {
  value: string;
  tabs: { value: string; to: string; labelKey: string }[];
  testId: string;
}

/** Tabs whose selection is the URL: each tab is a link. */
export function RouteTabs({ value, tabs, testId }: RouteTabsProps) {
  const translate = useTranslate();
  return (
    <Tabs value={value} variant="scrollable" data-testid={testId}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={translate(tab.labelKey)}
          component={Link}
          to={tab.to}
        />
      ))}
    </Tabs>
  );
}
