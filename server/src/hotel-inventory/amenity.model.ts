import { ObjectType } from '@nestjs/graphql';
import { HotelOffering } from './hotel-offering.model.js';

@ObjectType({ description: 'Something a hotel offers its guests (pool, Wi-Fi, spa ...).' })
export class Amenity extends HotelOffering {}
