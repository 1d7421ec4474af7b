import type { PipeTransform } from '@nestjs/common';
import type { RestRead } from '../fast-path/rest-fast-path.js';
import { SearchPackagesArgs } from './package.inputs.js';
import type { PackagesController } from './packages.controller.js';
import { PackageIdPipe } from './packages.service.js';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The package reads the front door answers (fast-path/rest-fast-path.ts): the controller's own methods,
 * behind the pipes Nest applies to them — the global validation pipe, then the route's id pipe — in the
 * order Nest applies them. Only ids shaped like a UUID: any other segment is one of the controller's named
 * routes (getPackagesByType…), or a 404 that Nest words.
 */
export function packageFastReads(controller: PackagesController, validation: PipeTransform): RestRead[] {
  return [
    {
      path: /^\/api\/packages\/getSearchedPackages\/?$/i,
      answer: async (_params, query) =>
        controller.search((await validation.transform(query, { type: 'query', metatype: SearchPackagesArgs, data: undefined })) as SearchPackagesArgs),
    },
    {
      path: new RegExp(`^/api/packages/(${UUID})/?$`, 'i'),
      answer: async ([raw]) => {
        const checked: unknown = await validation.transform(raw, { type: 'param', metatype: String, data: 'id' });
        return controller.one(PackageIdPipe.transform(checked, { type: 'param', metatype: String, data: 'id' }));
      },
    },
  ];
}
