import { CONTACT_PREFERENCES, DEFAULT_PARAMETERS } from '../../src/domain/designParameters';
import type { ContactPreference, DesignParameters } from '../../src/domain/designParameters';
import { isMaterialId } from '../../src/domain/materialProfiles';
import type { ArchPosition, MaterialId } from '../../src/domain/materialProfiles';

export interface CheckDesignArgs {
  files: Partial<Record<'design' | 'antagonist' | 'neighbours' | 'prep', string>>;
  material: MaterialId;
  parameters: DesignParameters;
  bridge?: { units: number; pontics: number; position: ArchPosition; cantilever: boolean };
  writeDemos?: string;
}

export const USAGE = `usage: npm run check-design -- [design] [--antagonist f] [--neighbours f] [--prep f]
  [--material ${'zirconia-3y|zirconia-5y|lithium-disilicate|pmma|metal-cocr|composite'}]
  [--units n --pontics k --position anterior|posterior [--cantilever]]
  [--cement-gap mm] [--min-thickness mm] [--clearance mm] [--contact light|medium|tight]
  npm run check-design -- --write-demos <folder>   (writes the demo files, lists the scenarios)`;

/** The command line as a typed request; throws a usage message on anything it does not know. */
export function parseCheckDesignArgs(argv: string[]): CheckDesignArgs {
  const args: CheckDesignArgs = {
    files: {},
    material: 'zirconia-3y',
    parameters: { ...DEFAULT_PARAMETERS },
  };
  let units = 1;
  let pontics = 1;
  let position: ArchPosition = 'posterior';
  let cantilever = false;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return next;
    };
    const number = () => {
      const parsed = Number(value());
      if (!Number.isFinite(parsed)) throw new Error(`${flag} needs a number\n${USAGE}`);
      return parsed;
    };
    if (flag === '--antagonist' || flag === '--neighbours' || flag === '--prep') {
      args.files[flag.slice(2) as 'antagonist' | 'neighbours' | 'prep'] = value();
    } else if (flag === '--material') {
      const id = value();
      if (!isMaterialId(id)) throw new Error(`unknown material ${id}\n${USAGE}`);
      args.material = id;
    } else if (flag === '--units') units = number();
    else if (flag === '--pontics') pontics = number();
    else if (flag === '--position') {
      const at = value();
      if (at !== 'anterior' && at !== 'posterior') throw new Error(`--position ${at}?\n${USAGE}`);
      position = at;
    } else if (flag === '--cantilever') cantilever = true;
    else if (flag === '--cement-gap') args.parameters.cementGapMm = number();
    else if (flag === '--min-thickness') args.parameters.minThicknessMm = number();
    else if (flag === '--clearance') args.parameters.occlusalClearanceMm = number();
    else if (flag === '--contact') {
      const preference = value();
      if (!(CONTACT_PREFERENCES as readonly string[]).includes(preference)) {
        throw new Error(`--contact ${preference}?\n${USAGE}`);
      }
      args.parameters.proximalContact = preference as ContactPreference;
    } else if (flag === '--write-demos') args.writeDemos = value();
    else if (flag.startsWith('--') || args.files.design) throw new Error(`${flag}?\n${USAGE}`);
    else args.files.design = flag;
  }
  if (units >= 2) args.bridge = { units, pontics, position, cantilever };
  if (!args.writeDemos && !args.files.design && !args.files.prep) throw new Error(USAGE);
  return args;
}
