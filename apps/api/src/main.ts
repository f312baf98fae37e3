import { SWISS_PLACEHOLDER } from '@arbiter/swiss'; console.log('api', SWISS_PLACEHOLDER);
