import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

interface LocalTabsProps {
  tabs: { value: string; labelKey: string }[];
  testId: string;
}

/** Tabs held in the page's own state (kept by the keep-alive of cached routes). */
export function LocalTabs({ tabs, testId }: LocalTabsProps) {
  const translate = useTranslate();
  const [value, setValue] = useState(tabs[0]?.value ?? '');
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => setValue(next)}
      variant="scrollable"
      data-testid={testId}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={translate(tab.labelKey)} />
      ))}
    </Tabs>
  );
}
