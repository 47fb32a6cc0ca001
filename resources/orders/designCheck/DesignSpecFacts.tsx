import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { orderMaterials } from '../../../src/domain/designSpec';
import type { SpaceCheck } from '../../../src/domain/designSpec';
import type { MaterialId } from '../../../src/domain/materialProfiles';
import { useFormatters } from '../../../src/format/useFormatters';
import { VERDICT_COLOUR } from './checkFigures';

/**
 * What the order asks of the design (issue 37), before the grab: its materials, the customer's
 * cement gap, minimum thickness, occlusal clearance and proximal contact, and whether the prep
 * leaves room for the material. Nothing for an order that names no material.
 */
export function DesignSpecFacts({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const materials = orderMaterials(task);
  const parameters = task.designParameters;
  if (materials.length === 0) return null;
  const word = (key: string) => translate(`app.design_check.spec.${key}`);
  const facts = [
    `${word('material')}: ${materials.map((id) => translate(`app.design_check.material.${id}`)).join(', ')}`,
    ...(parameters
      ? [
          `${word('cement_gap')}: ${number(parameters.cementGapMm)} mm`,
          `${word('min_thickness')}: ${number(parameters.minThicknessMm)} mm`,
          `${word('occlusal_clearance')}: ${number(parameters.occlusalClearanceMm)} mm`,
          `${word('proximal_contact')}: ${word(`contact.${parameters.proximalContact}`)}`,
        ]
      : []),
  ];
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      sx={{ mt: 1 }}
      data-testid="design-spec"
    >
      <Typography variant="body2">{facts.join(' · ')}</Typography>
      {task.spaceCheck && <SpaceChip space={task.spaceCheck} materials={materials} />}
    </Stack>
  );
}

function SpaceChip({ space, materials }: { space: SpaceCheck; materials: MaterialId[] }) {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const material = translate(`app.design_check.material.${space.cites.profile.id ?? materials[0]}`);
  const label = translate(`app.design_check.spec.space_${space.verdict}`, {
    short: decimal(space.measured.shortByMm ?? 0, 2),
    material,
  });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={VERDICT_COLOUR[space.verdict]}
      label={label}
      data-testid="space-check"
      data-verdict={space.verdict}
    />
  );
}
