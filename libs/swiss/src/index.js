"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SWISS_PLACEHOLDER = void 0;
exports.SWISS_PLACEHOLDER = 1;
