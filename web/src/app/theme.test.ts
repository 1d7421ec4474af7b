import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appSystem } from './theme';

const system = appSystem();

/**
 * The system carries only the recipes of the Chakra components we use (theme.ts). This walks every
 * source file, collects what is imported from Chakra, and checks that each component's recipe is in
 * the system, so a newly used component cannot silently render unstyled.
 */

// Component → recipe key; `null`: a layout or utility export with no recipe of its own.
const recipeOf: Record<string, string | null> = {
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  IconButton: 'button',
  CloseButton: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  InputGroup: 'inputAddon',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Skeleton: 'skeleton',
  SkeletonText: 'skeleton',
  Spinner: 'spinner',
  Stat: 'stat',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  Box: null,
  Center: null,
  Flex: null,
  Grid: null,
  HStack: null,
  Image: null,
  LinkBox: null,
  LinkOverlay: null,
  Portal: null,
  SimpleGrid: null,
  Stack: null,
  Text: null,
  VisuallyHidden: null,
  Wrap: null,
  ChakraProvider: null,
  chakra: null,
  createSystem: null,
  createToaster: null,
  defaultBaseConfig: null,
  defineConfig: null,
  useFieldContext: null,
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const chakraImports = (): Map<string, string> => {
  const used = new Map<string, string>();
  const importPattern = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of sourceFiles(join(__dirname, '..'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      for (const raw of match[1]!.split(',')) {
        const name = raw.replace(/^\s*type\s+/, '').split(' as ')[0]!.trim();
        // Types (`ButtonProps`) come with their component.
        if (name && !name.startsWith('type ') && !/Props$/.test(name)) used.set(name, file);
      }
    }
  }
  return used;
};

describe('Chakra system', () => {
  it('finds the components the app imports', () => {
    expect(chakraImports().has('Button')).toBe(true);
  });

  it('has a recipe for every Chakra component the app uses', () => {
    const missing: string[] = [];
    for (const [name, file] of chakraImports()) {
      if (!(name in recipeOf)) {
        missing.push(`${name} (in ${file}): add it to recipeOf here and its recipe to theme.ts`);
        continue;
      }
      const key = recipeOf[name];
      if (key && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name}: recipe "${key}" is not in the system`);
    }
    expect(missing).toEqual([]);
  });
});
