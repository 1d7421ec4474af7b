import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { RateType } from './rate.model.js';
import { RateTypesService } from './rate-types.service.js';
import type { RoomUnit } from './room.model.js';
import type { RoomType } from './room-type.model.js';
import { RoomTypesService } from './room-types.service.js';
import { RoomsService } from './rooms.service.js';

export interface InventoryLoaders {
  roomType: DataLoader<string, RoomType | null>;
  rateType: DataLoader<string, RateType | null>;
  unitsOfRoom: DataLoader<string, RoomUnit[]>;
}

/**
 * DataLoaders for the nested fields (Room.roomType, Room.units, Rate.roomType, Rate.rateType,
 * RateType.roomType): one query per field per request, however many rows a list has. Kept per
 * request (keyed on the request object) so one caller's cache never answers another's.
 */
@Injectable()
export class InventoryLoaderFactory {
  private readonly perRequest = new WeakMap<object, InventoryLoaders>();

  constructor(
    private readonly roomTypes: RoomTypesService,
    private readonly rateTypes: RateTypesService,
    private readonly rooms: RoomsService,
  ) {}

  for(request: object): InventoryLoaders {
    let loaders = this.perRequest.get(request);
    if (!loaders) {
      loaders = {
        roomType: new DataLoader((ids) => this.roomTypes.findByIds(ids)),
        rateType: new DataLoader((ids) => this.rateTypes.findByIds(ids)),
        unitsOfRoom: new DataLoader(async (ids) => {
          const byRoom = await this.rooms.unitsForRooms(ids);
          return ids.map((id) => byRoom.get(id) ?? []);
        }),
      };
      this.perRequest.set(request, loaders);
    }
    return loaders;
  }
}
