import { defineOperations } from '../../http/operation.ts';
import * as banners from './bannersService.ts';
import * as offers from './offersService.ts';
import * as roles from './rolesService.ts';
import * as words from './wordsService.ts';

/** The P2P desk's offers, moderation words, roles and banners (issue 14). */
export const p2pOffersOperations = defineOperations({
  'GET v1/p2p/offers': { kind: 'read', handle: ({ query }, ctx) => offers.listOffers(ctx, query) },
  'GET v1/p2p/offers/{offerId}': { kind: 'read', handle: async ({ params }, ctx) => ({ data: await offers.getOffer(ctx, params.offerId) }) },
  'PUT v1/p2p/offers': {
    kind: 'write',
    handle: async ({ body }, ctx) => {
      await offers.setOfferFlags(ctx, body.offerIds, { isHidden: body.isHidden, isBlocked: body.isBlocked, isDeleted: body.isDeleted });
      return {};
    },
  },
  'PUT v1/p2p/offers/{offerId}': {
    kind: 'write',
    handle: async ({ params, body }, ctx) => {
      await offers.editOffer(ctx, params.offerId, body);
      return {};
    },
  },
  'DELETE p2p/Admin/Offer': {
    kind: 'write',
    handle: async ({ query }, ctx) => {
      await offers.setOfferFlags(ctx, query.id, { isDeleted: true });
      return { success: true as const };
    },
  },
  'PUT p2p/Admin/Offer/{id}': { kind: 'write', handle: ({ params, body }, ctx) => offers.editOffer(ctx, params.id, body) },
  'PUT p2p/Admin/Offers': {
    kind: 'write',
    handle: async ({ body }, ctx) => {
      await offers.setOfferFlags(ctx, body.idList, { isHidden: body.isHidden, isBlocked: body.isBlocked, isDeleted: body.isDeleted });
      return { success: true as const };
    },
  },
  'GET p2p/Admin/Offer/{id}/history': { kind: 'read', handle: ({ params }, ctx) => offers.offerHistory(ctx, params.id) },

  'GET p2p/Admin/advertisements/moderation-words': { kind: 'read', handle: ({ query }, ctx) => words.listWordGroups(ctx, query) },
  'POST p2p/Admin/advertisements/moderation-words': { kind: 'write', handle: ({ query }, ctx) => words.createWordGroup(ctx, query) },
  'PUT p2p/Admin/advertisements/moderation-words': { kind: 'write', handle: ({ query }, ctx) => words.editWordGroup(ctx, query) },
  'DELETE p2p/Admin/advertisements/moderation-words': { kind: 'write', handle: ({ query }, ctx) => words.deleteWordGroup(ctx, query.id) },

  'GET p2p/Admin/profiles/search': { kind: 'read', handle: ({ query }, ctx) => roles.searchProfiles(ctx, query) },
  'POST p2p/Admin/grant/{userId}': { kind: 'write', handle: ({ params, query }, ctx) => roles.grantRoles(ctx, params.userId, query.roles) },
  'GET p2p/Admin/search': { kind: 'read', handle: ({ query }, ctx) => roles.searchUsers(ctx, query) },

  'GET v2/Options/GetBannerOptions': { kind: 'read', handle: (_input, ctx) => banners.bannerOptions(ctx) },
  'POST v2/Options/UpdateGlobalBannersOptions': { kind: 'write', handle: ({ body }, ctx) => banners.setBannersEnabled(ctx, body.isBannersEnabled) },
  'POST v2/Options/CreateBannerOption': { kind: 'write', handle: ({ body, files }, ctx) => banners.createBanner(ctx, body, files) },
  'POST v2/Options/UpdateBannerOption': { kind: 'write', handle: ({ body, files }, ctx) => banners.updateBanner(ctx, body, files) },
  'POST v2/Options/DeleteBannerOption': { kind: 'write', handle: ({ query }, ctx) => banners.deleteBanner(ctx, query.position) },
});
