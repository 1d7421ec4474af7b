import { Module } from '@nestjs/common';
import { HolidayPackagesController } from './holiday-packages.controller.js';
import { PackagesController } from './packages.controller.js';
import { PackagesResolver } from './packages.resolver.js';
import { PackagesService } from './packages.service.js';

@Module({
  providers: [PackagesService, PackagesResolver],
  controllers: [PackagesController, HolidayPackagesController],
  exports: [PackagesService],
})
export class PackagesModule {}
