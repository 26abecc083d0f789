// GENERATED CODE: DO NOT EDIT. Regenerate it with `npm run generate:lock-api`
// (scripts/generate-lock-api-types.mjs, from openapi/lock-api.openapi.json); a test fails when stale.
export interface paths {
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an account */
        get: operations["AccountsResource_get_get"];
        put?: never;
        /** Update an account */
        post: operations["AccountsResource_post_post"];
        /** Delete an account */
        delete: operations["AccountsResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/email/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Triggers the email change verification email */
        post: operations["AccountEmailChangeResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Triggers the email change verification email */
        post: operations["AccountEmailVerifyResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all integrations for this account */
        get: operations["AccountIntegrationsResource_get_get"];
        put?: never;
        post?: never;
        /** Delete an integration */
        delete: operations["AccountIntegrationsResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Create an one time password secret */
        put: operations["AccountOtpResource_put_put"];
        /** Enables one time password for an account */
        post: operations["AccountOtpResource_post_post"];
        /** Disables one time password for an account */
        delete: operations["AccountOtpResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset account password */
        post: operations["AccountPasswordResetResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account setting */
        get: operations["AccountSettingResource_get_get"];
        /** Create or update account setting */
        put: operations["AccountSettingResource_put_put"];
        post?: never;
        /** Delete an account setting */
        delete: operations["AccountSettingResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an list of sub accounts */
        get: operations["AccountSubsResource_get_get"];
        /** Create an sub account */
        put: operations["AccountSubsResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sub/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an sub account */
        get: operations["AccountSubResource_get_get"];
        put?: never;
        /** Update an sub account */
        post: operations["AccountSubResource_post_post"];
        /** Delete an sub account */
        delete: operations["AccountSubResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscription/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a payment for an account and returns a payment url */
        post: operations["AccountSubscriptionPayResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscription/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activates a previously terminated subscription */
        post: operations["AccountSubscriptionActivateResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscription/{id}/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Terminates a running subscription */
        post: operations["AccountSubscriptionTerminateResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an list of account users */
        get: operations["AccountUsersResource_get_get"];
        /** Create an account user */
        put: operations["AccountUsersResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/user/{accountUserId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an account user */
        get: operations["AccountUserResource_get_get"];
        put?: never;
        /** Update an account user */
        post: operations["AccountUserResource_post_post"];
        /** Deletes asynchronous an account user */
        delete: operations["AccountUserResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of addresses */
        get: operations["AddressesResource_get_get"];
        /** Create an address */
        put: operations["AddressesResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/token/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gives some info about address token */
        get: operations["AddressTokenResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/token/{id}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gives an redeemed address token */
        get: operations["AddressTokenRedeemResource_get_get"];
        put?: never;
        /** Redeems an address token */
        post: operations["AddressTokenRedeemResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update an address */
        post: operations["AddressResource_post_post"];
        /** Delete an address */
        delete: operations["AddressResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}/reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of address reservations */
        get: operations["AddressReservationsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}/reservation/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issues authorizations for an address reservation */
        post: operations["AddressReservationIssueResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}/reservation/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke authorizations for an address reservation */
        post: operations["AddressReservationRevokeResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}/reservation/{id}/update/accesstimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update access times of a reservation */
        post: operations["ReservationAccessTimesUpdateResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of address tokens */
        get: operations["AddressTokensResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}/unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of address units */
        get: operations["AddressUnitsResource_get_get"];
        /** Create an address unit */
        put: operations["AddressUnitsResource_put_put"];
        post?: never;
        /** Deletes address units asynchronously */
        delete: operations["AddressUnitsResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{addressId}/unit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an address unit */
        delete: operations["AddressUnitResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decentralWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all registered decentral webhooks */
        get: operations["DecentralWebhooksResource_get_get"];
        /** Create decentral webhook */
        put: operations["DecentralWebhooksResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decentralWebhook/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unregister a decentral webhook */
        delete: operations["DecentralWebhookResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of api keys */
        get: operations["ApiKeysResource_get_get"];
        /** Create an api key */
        put: operations["ApiKeysResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update an api key */
        post: operations["ApiKeyResource_post_post"];
        /** Delete an api key */
        delete: operations["ApiKeyResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key/{apiKeyId}/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an advanced api key */
        get: operations["ApiKeyAdvancedResource_get_get"];
        /** Create an advanced api key */
        put: operations["ApiKeyAdvancedResource_put_put"];
        /** Update an advanced api key */
        post: operations["ApiKeyAdvancedResource_post_post"];
        /** Delete an advanced api key */
        delete: operations["ApiKeyAdvancedResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key/{apiKeyId}/advanced/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivates a deactivated advanced webhook integration */
        post: operations["ApiKeyAdvancedReactivateResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key/{apiKeyId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of api key tokens */
        get: operations["ApiKeyTokensResource_get_get"];
        /** Create an api key token */
        put: operations["ApiKeyTokensResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key/{apiKeyId}/token/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update an api key token */
        post: operations["ApiKeyTokenResource_post_post"];
        /** Delete an api key token */
        delete: operations["ApiKeyTokenResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key/{apiKeyId}/webhook/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of webhook logs (descending) */
        get: operations["WebhookLogsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/account/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of account subscriptions */
        get: operations["AccountSubscriptionsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-web-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates the web config for a group of smartlocks */
        post: operations["SmartlockBulkWebConfigResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an list of companies */
        get: operations["CompaniesResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all notifications attached to your account */
        get: operations["NotificationsResource_get_get"];
        /** Create a notification configuration */
        put: operations["NotificationsResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/{notificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a notification configuration */
        get: operations["NotificationResource_get_get"];
        put?: never;
        /** Update a notification configuration */
        post: operations["NotificationResource_post_post"];
        /** Delete a notification configuration */
        delete: operations["NotificationResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opener/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all intercom brands */
        get: operations["OpenerBrandsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opener/brand/{brandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an intercom brand */
        get: operations["OpenerBrandResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opener/intercom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of intercom models */
        get: operations["OpenerIntercomsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opener/intercom/{intercomId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an intercom model */
        get: operations["OpenerIntercomResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of services */
        get: operations["ServicesResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{serviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a service */
        get: operations["ServiceResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{serviceId}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links a service */
        post: operations["ServiceLinkResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{serviceId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Syncs a service */
        post: operations["ServiceSyncResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{serviceId}/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlinks a service */
        post: operations["ServiceUnlinkResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of smartlocks */
        get: operations["SmartlocksResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of smartlock authorizations for your smartlocks */
        get: operations["SmartlocksAuthsResource_get_get"];
        /** Creates asynchronous smartlock authorizations */
        put: operations["SmartlocksAuthsResource_put_put"];
        /** Updates smartlock authorizations asynchronously */
        post: operations["SmartlocksAuthsResource_post_post"];
        /** Deletes smartlock authorizations asynchronously */
        delete: operations["SmartlocksAuthsResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/auth/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Creates asynchronous smartlock authorizations */
        put: operations["SmartlockAuthsAdvancedResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of smartlock logs for all of your smartlocks */
        get: operations["SmartlocksLogsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a smartlock */
        get: operations["SmartlockResource_get_get"];
        put?: never;
        /** Update a smartlock */
        post: operations["SmartlockResource_post_post"];
        /** Delete a smartlock */
        delete: operations["SmartlockResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock & unlock a smartlock with options */
        post: operations["SmartlockActionResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/action/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Smartlock Action with Callback */
        post: operations["SmartlockActionAdvancedResource_action_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/action/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a smartlock */
        post: operations["SmartlockLockActionResource_postLock_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/action/lock/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a smartlock */
        post: operations["SmartlockLockActionAdvancedResource_postLock_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/action/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a smartlock */
        post: operations["SmartlockUnlockActionResource_postUnlock_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/action/unlock/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a smartlock */
        post: operations["SmartlockUnlockActionAdvancedResource_postLock_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/admin/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a smartlock admin pin */
        post: operations["SmartlockAdminPinResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/advanced/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a smartlock advanced config */
        post: operations["SmartlockAdvancedConfigResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/advanced/openerconfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates an opener advanced config */
        post: operations["SmartlockOpenerAdvancedConfigResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/advanced/smartdoorconfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a smartdoor advanced config */
        post: operations["SmartdoorAdvancedConfigResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of smartlock authorizations */
        get: operations["SmartlockAuthsResource_get_get"];
        /** Creates asynchronous a smartlock authorization */
        put: operations["SmartlockAuthsResource_put_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/auth/advanced/sharedkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a new smartlock auth with a shared key */
        post: operations["SmartlockAuthWithSharedKeyResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/auth/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a smartlock authorization */
        get: operations["SmartlockAuthResource_get_get"];
        put?: never;
        /** Updates asynchronous a smartlock authorization */
        post: operations["SmartlockAuthResource_post_post"];
        /** Deletes asynchronous a smartlock authorization */
        delete: operations["SmartlockAuthResource_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a smartlock config */
        post: operations["SmartlockConfigResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of smartlock logs */
        get: operations["SmartlockLogsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Syncs a smartlock */
        post: operations["SmartlockSyncResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smartlock/{smartlockId}/web/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a smartlock web config */
        post: operations["SmartlockWebConfigResource_post_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list of subscriptions */
        get: operations["SubscriptionsResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscription */
        get: operations["SubscriptionResource_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /**
             * Format: int32
             * @description The type: 0 .. user, 1 .. company, 2 .. caretaker
             */
            type: number;
            /** @description The email address */
            email: string;
            /** @description true, if the email is verified */
            emailVerified?: boolean;
            /** @description The name */
            name: string;
            /**
             * Format: int32
             * @description The master account id if it's a sub account
             */
            masterAccountId?: number;
            /**
             * Format: int32
             * @description The rights bitmask if it's a sub account: 1 .. manage smartlock, 2 .. operate smartlock, 4 .. manage smartlock config, 8 .. manage smartlock authorizations, 16 .. view smartlock logs, 32 .. manage sub accounts, 64 .. create smartlocks
             */
            rights?: number;
            /**
             * @description The language code
             * @example de
             */
            language?: string;
            config?: components["schemas"]["Account.Config"];
            profile?: components["schemas"]["Account.Profile"];
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate: string;
            descent?: components["schemas"]["Account.Descent"];
            /**
             * @description subscription type of the account (b2b)
             * @enum {string}
             */
            shsSubscriptionType?: "BUSINESS" | "STANDARD" | "BUSINESS_PLUS" | "API_ONLY";
            b2bActive?: boolean;
            apiTermsOfUse?: components["schemas"]["TermsOfUse"];
        };
        "Account.Config": {
            /** @description The alexa pin - used by alexa for unlock actions */
            alexaPin: string;
            /** @description The google smart home pin - used for unlock actions */
            gactionsHomePin: string;
            /**
             * Format: date-time
             * @description The opt enabled date
             */
            otpEnabledDate?: string;
        };
        "Account.Descent": {
            /**
             * @description The account origin source
             * @enum {string}
             */
            readonly origin: "GOOGLE" | "APPLE";
        };
        "Account.Profile": {
            /** @description The first name */
            firstName: string;
            /** @description The last name */
            lastName: string;
            /** @description The address */
            address: string;
            /** @description The postal code */
            zip: string;
            /** @description The city */
            city: string;
            /** @description The 2-letter country code */
            country: string;
        };
        AccountEmailChange: {
            /** @description The new email for the account */
            email: string;
        };
        AccountIntegration: {
            /**
             * @description If the integration/device is an legacy or from the new oauth implementation
             * @enum {string}
             */
            version: "LEGACY" | "HYDRA";
            /** @description Enum key identifying the integration/device, values are e.g. ALEXA, IOS, VENDOR_WEB, API_TOKEN etc */
            vendorKey: string;
            /** @description Name of the sub-account or null if there is none, which is associated with this token */
            subAccountName?: string;
            /**
             * Format: int32
             * @description Id of the sub-account or null if there is none, which is associated with this token
             */
            subAccountId?: number;
            /** @description True if the integration is done via a sub-account */
            subAccount?: boolean;
            /** @description Name of the token */
            name: string;
            /** @description Description given by the user, usually only set for api tokens */
            description?: string;
            /**
             * Format: date-time
             * @description First creation date of the token
             */
            createdAt?: string;
            /**
             * Format: date-time
             * @description Last refresh date of the token
             */
            lastActiveAt?: string;
            /** @description The scopes which have been granted to the token */
            scopes?: string[];
            /** @description If this is from a legacy integration this is set to true */
            warning?: boolean;
            /** @description The tokenId if this a manual generated api token */
            tokenId?: string;
            /** @description The enum advanced type (HEALTHCARE e.g.) if this integration is a advanced one */
            advancedType?: string;
            /** @description The enum advanced state (TESTING e.g.) if this integration is a advanced one */
            advancedState?: string;
            /** @description The clientId of this integration/device used for deleting the integration */
            clientId: string;
            /**
             * Format: int32
             * @description Sort order by which the entry should be sorted, is being set by the vendor key enum
             */
            sortOrder?: number;
            /** @description True this is a device and false this is an integration */
            device?: boolean;
        };
        AccountOtpEnable: {
            /** @description The one time password (otp) */
            otp: string;
        };
        AccountPasswordReset: {
            email: string;
            deleteApiTokens?: boolean;
        };
        AccountSetting: {
            web?: components["schemas"]["AccountSetting.Web"];
        };
        "AccountSetting.Web": {
            /**
             * @description The initial view type of the device page
             * @enum {string}
             */
            deviceViewType?: "LIST" | "TILE";
            /**
             * @description The initial sort type of the device page
             * @enum {string}
             */
            deviceSortType?: "FAVOURITES_FIRST" | "NAME_ASC" | "NAME_DESC" | "LAST_ADDED_DESC";
            /** @description If true, the vendor's club info is dismissed and no banner is shown */
            nukiClubDismissed?: boolean;
            /** @description List of removed staled devices */
            removedStaledDevices?: components["schemas"]["StaleDevice"][];
            /** @description List of marked staled devices */
            markedStaledDevices?: components["schemas"]["StaleDevice"][];
        };
        AccountSubCreate: {
            /**
             * @description The email address
             * @example test@test.at
             */
            email: string;
            /** @description The password (must be at least 7 chars long) */
            password: string;
            /** @description The name of the sub account */
            name: string;
            /**
             * Format: int32
             * @description The right bitmask of the sub account: 1 .. operate smartlock, 2 .. change smartlock config, 4 .. manage smartlock users, 8 .. view smartlock logs, 16 .. manage sub accounts
             */
            rights: number;
            /**
             * @description The language code
             * @example de
             */
            language: string;
            profile?: components["schemas"]["Account.Profile"];
        };
        AccountSubUpdate: {
            /**
             * @description The new email address
             * @example test@test.at
             */
            email?: string;
            /** @description The new password (must be at least 7 chars long) */
            password?: string;
            /** @description The new name of the sub account */
            name?: string;
            /**
             * Format: int32
             * @description The new right bitmask of the sub account: 1 .. operate smartlock, 2 .. change smartlock config, 4 .. manage smartlock users, 8 .. view smartlock logs, 16 .. manage sub accounts, 32 .. manage sub accounts, 64 .. create smartlocks
             */
            rights?: number;
            /**
             * @description The language code
             * @example de
             */
            language: string;
            config?: components["schemas"]["Account.Config"];
            profile?: components["schemas"]["Account.Profile"];
        };
        AccountSubscription: {
            id: components["schemas"]["ObjectId"];
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /**
             * Format: int32
             * @description The subscription id
             */
            subscriptionId: number;
            /**
             * Format: int32
             * @description The actual period
             */
            period: number;
            /**
             * @description The payment type
             * @enum {string}
             */
            paymentType: "free" | "paypal" | "card" | "account";
            /**
             * Format: int32
             * @description The quantity of authorizations
             */
            quantity: number;
            /** @description The optional gift article after first purchase */
            giftArticle?: string;
            /**
             * @description The status
             * @enum {string}
             */
            status: "active" | "deactivated" | "finished";
            /**
             * Format: int64
             * @description The start date
             */
            startDate?: number;
            /**
             * Format: int64
             * @description The period end date
             */
            periodEndDate?: number;
            /**
             * Format: int64
             * @description The next payment date
             */
            nextPaymentDate?: number;
        };
        AccountUpdate: {
            /**
             * @description The new email address
             * @example test@test.at
             */
            email?: string;
            /** @description The password (must be at least 7 chars long) */
            password?: string;
            /** @description The name of the account */
            name?: string;
            /**
             * @description The language code
             * @example de
             */
            language: string;
            config?: components["schemas"]["Account.Config"];
            profile?: components["schemas"]["Account.Profile"];
        };
        AccountUser: {
            /**
             * Format: int32
             * @description The account user id
             */
            accountUserId: number;
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /**
             * Format: int32
             * @description The optional type: 0 .. user, 1 .. company
             */
            type?: number;
            /** @description The email address */
            email: string;
            /** @description The name */
            name: string;
            /**
             * @description The language code
             * @example de
             */
            language?: string;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate: string;
        };
        AccountUserCreate: {
            /**
             * Format: int32
             * @description The optional type - only allowed for caretakers: 0 .. user, 1 .. company
             */
            type?: number;
            /** @description The email address */
            email: string;
            /** @description The name */
            name: string;
            /**
             * @description The language code
             * @enum {string}
             */
            language?: "en" | "de" | "es" | "fr" | "it" | "nl" | "cs" | "sk";
        };
        AccountUserUpdate: {
            /**
             * @description The new email address
             * @example test@test.at
             */
            email?: string;
            /** @description The new name of the sub account */
            name?: string;
            /**
             * @description The new language code
             * @enum {string}
             */
            language?: "en" | "de" | "es" | "fr" | "it" | "nl" | "cs" | "sk";
        };
        Address: {
            /**
             * Format: int32
             * @description The address id
             */
            addressId: number;
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /** @description The name of the address */
            name: string;
            /** @description The smartlocks for this address */
            smartlockIds: number[];
            /**
             * @description The optional service id if the address is from an partner service
             * @enum {string}
             */
            serviceId?: "airbnb" | "bookingsync";
            /** @description The timezone */
            timeZone?: string;
            /**
             * Format: int32
             * @description The optional check in time (minutes of the day)
             */
            checkInTime?: number;
            /**
             * Format: int32
             * @description The optional check out time (minutes of the day)
             */
            checkOutTime?: number;
            /** @description The optional settings object */
            settings?: {
                [key: string]: Record<string, never>;
            };
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate: string;
        };
        AddressCreate: {
            /** @description The name of the address */
            name: string;
            /** @description The smartlocks for this address */
            smartlockIds: number[];
        };
        AddressReservation: {
            /** @description The id */
            id: string;
            /**
             * Format: int32
             * @description The address id
             */
            addressId: number;
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /** @description The email of the guest */
            email: string;
            /** @description The name of the guest */
            name: string;
            /**
             * Format: int32
             * @description The number of guests
             */
            guests: number;
            /**
             * Format: int32
             * @description The number of guests issued
             */
            guestsIssued: number;
            /** @description True if a keypad authorization was issued */
            keypadIssued: boolean;
            /**
             * @description The state
             * @enum {string}
             */
            state: "canceled" | "accepted";
            /**
             * @description The optional service id if the address is from an partner service
             * @enum {string}
             */
            serviceId?: "airbnb" | "bookingsync";
            /** @description The reference (booking code) */
            reference?: string;
            /**
             * Format: int32
             * @description The automation state
             */
            automation: number;
            /** @description True if the user has checked in, false if the check in is pending, null if it isn't monitored */
            checkedIn?: boolean;
            /**
             * Format: date-time
             * @description The start date
             */
            startDate: string;
            /**
             * Format: date-time
             * @description The end date
             */
            endDate: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate: string;
            isCurrentlyIssuingAuth: boolean;
            isCurrentlyRevokingAuth: boolean;
            hasCustomAccessTimes: boolean;
            currentlyIssuingAuth?: boolean;
            currentlyRevokingAuth?: boolean;
        };
        AddressToken: {
            /** @description The id */
            id: string;
            /**
             * Format: int32
             * @description The address id
             */
            addressId: number;
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /**
             * Format: date-time
             * @description The redeem date
             */
            redeemDate: string;
            /**
             * Format: int32
             * @description The redeem account id
             */
            redeemAccountId: number;
            /** @description The list of invite keys */
            inviteKeys?: string[];
            /**
             * @description The redeem result
             * @enum {string}
             */
            redeemResult?: "ok" | "failed";
        };
        AddressTokenInfo: {
            /** @description The id */
            id: string;
            /** @description The address name */
            addressName: string;
            /** @description The associated smartlock names */
            smartlockNames: string[];
        };
        AddressUnit: {
            /** @description The id */
            readonly id?: string;
            /** @description The name of the address unit */
            name: string;
            /**
             * Format: int32
             * @description The address id
             */
            readonly addressId?: number;
            /** @description The address token id */
            readonly addressTokenId?: string;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
        };
        AddressUnitResponse: {
            /** @description The id */
            readonly id?: string;
            /** @description The name of the address unit */
            name: string;
            /**
             * Format: int32
             * @description The address id
             */
            readonly addressId?: number;
            /** @description The address token id */
            readonly addressTokenId?: string;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /**
             * Format: date-time
             * @description The redeem date
             */
            redeemDate: string;
            /**
             * @description The redeem result
             * @enum {string}
             */
            redeemResult?: "ok" | "failed";
        };
        AddressUpdate: {
            /** @description The name of the address */
            name?: string;
            /** @description The smartlocks for this address */
            smartlockIds?: number[];
            /** @description The optional settings */
            settings?: {
                [key: string]: Record<string, never>;
            };
        };
        AdvancedApiKey: {
            /** @description The name of the company for which you apply for access */
            name: string;
            /** @description The country of the headquarter or the country where you are mainly doing business in */
            country: string;
            /** @description Describe the services and/or products you offer to your customers and how your customers would use vendor devices in their processes */
            description: string;
            /**
             * @description The application type
             * @enum {string}
             */
            type: "ONLY_SECRET" | "SHORT_RENTAL" | "HEALTHCARE" | "SMART_HOME" | "OTHER";
            /**
             * @description The status of the webhook posting automation
             * @enum {string}
             */
            readonly webhookStatus?: "ACTIVE" | "DEACTIVATED";
            /** @description A website where we can find more information on the company and its business model */
            url: string;
            /** @description An email address where we can contact you for checks on your application */
            email: string;
            /** @description The URL where our webhooks should point to */
            webhookUrl: string;
            /** @description The features to trigger webhooks, for all types except 'ONLY_SECRET' */
            webhookFeatures: ("DEVICE_STATUS" | "DEVICE_MASTERDATA" | "DEVICE_CONFIG" | "DEVICE_LOGS" | "DEVICE_AUTHS" | "ACCOUNT_USER")[];
            /** @description Whether the advanced API key is restricted */
            restricted: boolean;
            /** @description The client secret, visible if application is approved (status >= 'TESTING') */
            secret: string;
            /**
             * @description The application status
             * @enum {string}
             */
            status: "INACTIVE" | "APPLIED" | "TESTING" | "ACTIVE";
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate: string;
        };
        AdvancedApiKeyCreate: {
            /** @description The name of the company for which you apply for access */
            name: string;
            /** @description The country of the headquarter or the country where you are mainly doing business in */
            country: string;
            /** @description Describe the services and/or products you offer to your customers and how your customers would use vendor devices in their processes */
            description: string;
            /**
             * @description The application type
             * @enum {string}
             */
            type: "ONLY_SECRET" | "SHORT_RENTAL" | "HEALTHCARE" | "SMART_HOME" | "OTHER";
            /**
             * @description The status of the webhook posting automation
             * @enum {string}
             */
            readonly webhookStatus?: "ACTIVE" | "DEACTIVATED";
            /** @description A website where we can find more information on the company and its business model */
            url: string;
            /** @description An email address where we can contact you for checks on your application */
            email: string;
            /** @description The URL where our webhooks should point to */
            webhookUrl: string;
            /** @description The features to trigger webhooks, for all types except 'ONLY_SECRET' */
            webhookFeatures: ("DEVICE_STATUS" | "DEVICE_MASTERDATA" | "DEVICE_CONFIG" | "DEVICE_LOGS" | "DEVICE_AUTHS" | "ACCOUNT_USER")[];
            /** @description Whether the advanced API key is restricted */
            restricted: boolean;
        };
        AdvancedApiKeyUpdate: {
            /** @description The URL where our webhooks should point to */
            webhookUrl: string;
            /** @description The features to trigger webhooks, for all types except 'ONLY_SECRET' */
            webhookFeatures: ("DEVICE_STATUS" | "DEVICE_MASTERDATA" | "DEVICE_CONFIG" | "DEVICE_LOGS" | "DEVICE_AUTHS" | "ACCOUNT_USER")[];
        };
        AdvancedConfirmationResponse: {
            /** @description A UUID to identify the upcoming asynchronously web hook response */
            requestId: string;
            /** @description Contains error message and smartlock IDs, if auths can not be created because they need subscription. */
            error?: string;
        };
        ApiKey: {
            /**
             * Format: int32
             * @description The id
             */
            apiKeyId: number;
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /** @description The description */
            description?: string;
            /** @description The redirect uris */
            redirectUris?: string[];
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /** @description The api key */
            apiKey?: string;
        };
        "ApiKey.Advanced": {
            name?: string;
            country?: string;
            description?: string;
            /** @enum {string} */
            type?: "ONLY_SECRET" | "SHORT_RENTAL" | "HEALTHCARE" | "SMART_HOME" | "OTHER";
            url?: string;
            email?: string;
            webhookFeatures?: ("DEVICE_STATUS" | "DEVICE_MASTERDATA" | "DEVICE_CONFIG" | "DEVICE_LOGS" | "DEVICE_AUTHS" | "ACCOUNT_USER")[];
            webhookUrl?: string;
            /** Format: int32 */
            webhookSentSuccessfully?: number;
            /** Format: int32 */
            webhookSentErroneous?: number;
            /** Format: date-time */
            lastSuccessfulPost?: string;
            /** Format: int64 */
            lastPostDuration?: number;
            lastPostSuccesful?: boolean;
            /** @enum {string} */
            status?: "INACTIVE" | "APPLIED" | "TESTING" | "ACTIVE";
            /** @enum {string} */
            webhookStatus?: "ACTIVE" | "DEACTIVATED";
            /** Format: date-time */
            creationDate?: string;
            /** Format: date-time */
            updateDate?: string;
            restricted?: boolean;
        };
        ApiKeyCreate: {
            /** @description The description */
            description?: string;
            /** @description The list of redirect uris */
            redirectUris?: string[];
        };
        ApiKeyService: {
            byActiveWebhook?: components["schemas"]["CompletableFutureListApiKey"];
        };
        ApiKeyToken: {
            /** @description The id */
            id: string;
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /** @description The description */
            description?: string;
            /** @description The access token */
            accessToken?: string;
            /** @description The list of scopes */
            scopes: string[];
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
        };
        ApiKeyTokenCreate: {
            /** @description The description */
            description?: string;
            /** @description The list of scopes */
            scopes?: string[];
        };
        ApiKeyTokenUpdate: {
            /** @description The description */
            description?: string;
            /** @description The list of scopes */
            scopes?: string[];
        };
        ApiKeyUpdate: {
            /** @description The description */
            description?: string;
            /** @description The list of redirect uris */
            redirectUris?: string[];
        };
        Application: {
            author?: string;
            context?: components["schemas"]["Context"];
            description?: string;
            name?: string;
            owner?: string;
            started?: boolean;
            debugging?: boolean;
            inboundRoot?: components["schemas"]["Restlet"];
            outboundRoot?: components["schemas"]["Restlet"];
            roles?: components["schemas"]["Role"][];
            services?: components["schemas"]["Service"][];
            statusService?: components["schemas"]["StatusService"];
            connegService?: components["schemas"]["ConnegService"];
            metadataService?: components["schemas"]["MetadataService"];
            converterService?: components["schemas"]["ConverterService"];
            rangeService?: components["schemas"]["RangeService"];
            taskService?: components["schemas"]["TaskService"];
            connectorService?: components["schemas"]["ConnectorService"];
            decoderService?: components["schemas"]["DecoderService"];
            encoderService?: components["schemas"]["EncoderService"];
            tunnelService?: components["schemas"]["TunnelService"];
            logger?: components["schemas"]["Logger"];
            application?: components["schemas"]["Application"];
            stopped?: boolean;
        };
        AuthenticationInfo: {
            nextServerNonce?: string;
            /** Format: int32 */
            nonceCount?: number;
            clientNonce?: string;
            quality?: string;
            responseDigest?: string;
        };
        BulkWebConfigRequest: {
            webConfigRequests?: components["schemas"]["WebConfigRequest"][];
        };
        CacheDirective: {
            digit?: boolean;
            name?: string;
            value?: string;
        };
        Certificate: {
            type?: string;
            encoded?: string[];
            publicKey?: components["schemas"]["PublicKey"];
        };
        ChallengeRequest: {
            rawValue?: string;
            parameters?: components["schemas"]["Parameter"][];
            scheme?: components["schemas"]["ChallengeScheme"];
            serverNonce?: string;
            realm?: string;
            opaque?: string;
            digestAlgorithm?: string;
            qualityOptions?: string[];
            domainRefs?: components["schemas"]["Reference"][];
            stale?: boolean;
        };
        ChallengeResponse: {
            rawValue?: string;
            parameters?: components["schemas"]["Parameter"][];
            scheme?: components["schemas"]["ChallengeScheme"];
            serverNonce?: string;
            realm?: string;
            opaque?: string;
            digestAlgorithm?: string;
            clientNonce?: string;
            digestRef?: components["schemas"]["Reference"];
            identifier?: string;
            quality?: string;
            secret?: string[];
            secretAlgorithm?: string;
            /** Format: int32 */
            serverNounceCount?: number;
            /** Format: int64 */
            timeIssued?: number;
            principal?: components["schemas"]["Principal"];
            serverNounceCountAsHex?: string;
        };
        ChallengeScheme: {
            description?: string;
            name?: string;
            technicalName?: string;
        };
        CharacterSet: {
            description?: string;
            name?: string;
            parent?: components["schemas"]["Metadata"];
        };
        ClientInfo: {
            acceptedCharacterSets?: components["schemas"]["PreferenceCharacterSet"][];
            acceptedEncodings?: components["schemas"]["PreferenceEncoding"][];
            acceptedLanguages?: components["schemas"]["PreferenceLanguage"][];
            acceptedMediaTypes?: components["schemas"]["PreferenceMediaType"][];
            acceptedPatches?: components["schemas"]["PreferenceMediaType"][];
            address?: string;
            agent?: string;
            agentAttributes?: {
                [key: string]: string;
            };
            agentProducts?: components["schemas"]["Product"][];
            authenticated?: boolean;
            certificates?: components["schemas"]["Certificate"][];
            cipherSuite?: string;
            expectations?: components["schemas"]["Expectation"][];
            forwardedAddresses?: string[];
            from?: string;
            /** Format: int32 */
            port?: number;
            principals?: components["schemas"]["Principal"][];
            roles?: components["schemas"]["Role"][];
            user?: components["schemas"]["User"];
            upstreamAddress?: string;
            agentName?: string;
            agentVersion?: string;
            mainAgentProduct?: components["schemas"]["Product"];
        };
        Company: {
            name?: string;
            email?: string;
        };
        CompletableFuture: {
            done?: boolean;
            cancelled?: boolean;
            completedExceptionally?: boolean;
            /** Format: int32 */
            numberOfDependents?: number;
        };
        CompletableFutureListApiKey: {
            done?: boolean;
            cancelled?: boolean;
            completedExceptionally?: boolean;
            /** Format: int32 */
            numberOfDependents?: number;
        };
        Conditions: {
            match?: components["schemas"]["Tag"][];
            /** Format: date-time */
            modifiedSince?: string;
            noneMatch?: components["schemas"]["Tag"][];
            /** Format: date-time */
            rangeDate?: string;
            rangeTag?: components["schemas"]["Tag"];
            /** Format: date-time */
            unmodifiedSince?: string;
        };
        ConnectorService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            clientProtocols?: components["schemas"]["Protocol"][];
            serverProtocols?: components["schemas"]["Protocol"][];
            stopped?: boolean;
        };
        ConnegService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            strict?: boolean;
            stopped?: boolean;
        };
        Context: {
            clientDispatcher?: components["schemas"]["Restlet"];
            serverDispatcher?: components["schemas"]["Restlet"];
            attributes?: {
                [key: string]: Record<string, never>;
            };
            logger?: components["schemas"]["Logger"];
            parameters?: components["schemas"]["Parameter"][];
            defaultEnroler?: components["schemas"]["Enroler"];
            defaultVerifier?: components["schemas"]["Verifier"];
            executorService?: components["schemas"]["ScheduledExecutorService"];
        };
        ConverterService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            stopped?: boolean;
        };
        Cookie: {
            domain?: string;
            name?: string;
            path?: string;
            value?: string;
            /** Format: int32 */
            version?: number;
        };
        CookieSetting: {
            domain?: string;
            name?: string;
            path?: string;
            value?: string;
            /** Format: int32 */
            version?: number;
            accessRestricted?: boolean;
            comment?: string;
            /** Format: int32 */
            maxAge?: number;
            secure?: boolean;
            description?: string;
        };
        DecentralWebhook: {
            /**
             * Format: int32
             * @description The identifier
             */
            readonly id?: number;
            /** @description The secret to sign the webhook's payload */
            readonly secret?: string;
            /** @description The URL where our webhooks (POST requests) should point to (needs to be https) */
            webhookUrl: string;
            /** @description The features to trigger webhooks, set values: DEVICE_STATUS, DEVICE_MASTERDATA, DEVICE_CONFIG, DEVICE_LOGS, DEVICE_AUTHS, ACCOUNT_USER */
            webhookFeatures: ("DEVICE_STATUS" | "DEVICE_MASTERDATA" | "DEVICE_CONFIG" | "DEVICE_LOGS" | "DEVICE_AUTHS" | "ACCOUNT_USER")[];
        };
        DecoderService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            stopped?: boolean;
        };
        Digest: {
            algorithm?: string;
            value?: string[];
        };
        Disposition: {
            parameters?: components["schemas"]["Parameter"][];
            type?: string;
            filename?: string;
        };
        EncoderService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            acceptedMediaTypes?: components["schemas"]["MediaType"][];
            ignoredMediaTypes?: components["schemas"]["MediaType"][];
            /** Format: int64 */
            minimumSize?: number;
            stopped?: boolean;
        };
        Encoding: {
            description?: string;
            name?: string;
            parent?: components["schemas"]["Metadata"];
        };
        Enroler: Record<string, never>;
        Enumeration: Record<string, never>;
        EnumerationString: Record<string, never>;
        ErrorManager: Record<string, never>;
        Expectation: {
            name?: string;
            parameters?: components["schemas"]["Parameter"][];
            value?: string;
        };
        Filter: Record<string, never>;
        Formatter: Record<string, never>;
        Handler: {
            filter?: components["schemas"]["Filter"];
            formatter?: components["schemas"]["Formatter"];
            errorManager?: components["schemas"]["ErrorManager"];
            encoding?: string;
            level?: components["schemas"]["Level"];
        };
        Header: {
            name?: string;
            value?: string;
        };
        InputStream: Record<string, never>;
        Language: {
            description?: string;
            name?: string;
            subTags?: string[];
            primaryTag?: string;
            parent?: components["schemas"]["Language"];
        };
        Level: {
            name?: string;
            resourceBundleName?: string;
            localizedName?: string;
        };
        Locale: {
            language?: string;
            script?: string;
            country?: string;
            variant?: string;
            extensionKeys?: string[];
            unicodeLocaleAttributes?: string[];
            unicodeLocaleKeys?: string[];
            iso3Language?: string;
            iso3Country?: string;
            displayLanguage?: string;
            displayScript?: string;
            displayCountry?: string;
            displayVariant?: string;
            displayName?: string;
        };
        Logger: {
            name?: string;
            handlers?: components["schemas"]["Handler"][];
            useParentHandlers?: boolean;
            filter?: components["schemas"]["Filter"];
            parent?: components["schemas"]["Logger"];
            resourceBundle?: components["schemas"]["ResourceBundle"];
            resourceBundleName?: string;
            level?: components["schemas"]["Level"];
        };
        MediaType: {
            description?: string;
            name?: string;
            parameters?: components["schemas"]["Parameter"][];
            concrete?: boolean;
            mainType?: string;
            subType?: string;
            parent?: components["schemas"]["MediaType"];
        };
        Metadata: {
            description?: string;
            name?: string;
            parent?: components["schemas"]["Metadata"];
        };
        MetadataService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            defaultCharacterSet?: components["schemas"]["CharacterSet"];
            defaultEncoding?: components["schemas"]["Encoding"];
            defaultLanguage?: components["schemas"]["Language"];
            defaultMediaType?: components["schemas"]["MediaType"];
            allMediaTypeExtensionNames?: string[];
            allCharacterSetExtensionNames?: string[];
            allEncodingExtensionNames?: string[];
            allExtensionNames?: string[];
            allLanguageExtensionNames?: string[];
            stopped?: boolean;
        };
        Method: {
            description?: string;
            idempotent?: boolean;
            name?: string;
            replying?: boolean;
            safe?: boolean;
            uri?: string;
        };
        MyAccount: {
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /**
             * Format: int32
             * @description The type: 0 .. user, 1 .. company, 2 .. caretaker
             */
            type: number;
            /** @description The email address */
            email: string;
            /** @description true, if the email is verified */
            emailVerified?: boolean;
            /** @description The name */
            name: string;
            /**
             * Format: int32
             * @description The master account id if it's a sub account
             */
            masterAccountId?: number;
            /**
             * Format: int32
             * @description The rights bitmask if it's a sub account: 1 .. manage smartlock, 2 .. operate smartlock, 4 .. manage smartlock config, 8 .. manage smartlock authorizations, 16 .. view smartlock logs, 32 .. manage sub accounts, 64 .. create smartlocks
             */
            rights?: number;
            /**
             * @description The language code
             * @example de
             */
            language?: string;
            config?: components["schemas"]["Account.Config"];
            profile?: components["schemas"]["Account.Profile"];
            /** @description The secret base64 encoded */
            secret?: string[];
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate: string;
            descent?: components["schemas"]["Account.Descent"];
            /**
             * @description subscription type of the account (b2b)
             * @enum {string}
             */
            shsSubscriptionType?: "BUSINESS" | "STANDARD" | "BUSINESS_PLUS" | "API_ONLY";
            b2bActive?: boolean;
            apiTermsOfUse?: components["schemas"]["TermsOfUse"];
        };
        NamedValue: {
            name?: string;
            value?: Record<string, never>;
        };
        NamedValueString: {
            name?: string;
            value?: string;
        };
        Notification: {
            /** @description The unique notificationId for the notification */
            notificationId?: string;
            /** @description The reference ID, an ID to identify a foreign system */
            referenceId?: string;
            /** @description The push ID or the POST URL for a webhook */
            pushId: string;
            /**
             * @description The 40 byte hex string to sign the checksumof the POST payload if the notification is webhook (os=2)
             * @example 8d41a187c3954f886f9de3a88c2ef22df0eac190
             */
            secret?: string;
            /**
             * Format: int32
             * @description The operating system: 0 .. Android, 1 .. iOS, 2 .. web hook
             */
            os: number;
            /** @description The language of push messages: cs, de, en (default), es, fr, it, nl, sk */
            language?: string;
            /**
             * Format: int32
             * @description Current state: 0 .. init, 1 .. active, 2 .. failed
             */
            status?: number;
            /**
             * Format: date-time
             * @description The last active date
             */
            lastActiveDate?: string;
            /** @description Settings per Smart Lock */
            settings: components["schemas"]["Notification.Setting"][];
        };
        "Notification.Setting": {
            /**
             * Format: int64
             * @description The smartlock ID, if not set all Smart Locks of the account  are enabled for push notifications
             */
            smartlockId?: number;
            /** @description A set on which push notifications should be triggered: lock, unlock, unlatch, lockngo, open, ring, doorsensor, warnings, smartlock */
            triggerEvents: string[];
            /** @description A set of auth IDs to filter push notifications to certain  users or keypads. If no entry push notifications are triggered for all users and keypads */
            authIds?: string[];
        };
        ObjectId: {
            /** Format: int32 */
            timestamp?: number;
            /** Format: int32 */
            counter?: number;
            /** Format: int64 */
            time?: number;
            /** Format: date-time */
            date?: string;
            /** Format: int32 */
            machineIdentifier?: number;
            /** Format: int32 */
            processIdentifier?: number;
            /** Format: int32 */
            timeSecond?: number;
        };
        OpenerIntercomBrand: {
            /**
             * Format: int32
             * @description The brand ID
             */
            brandId: number;
            /** @description The brand name */
            brand: string;
        };
        OpenerIntercomModel: {
            /**
             * Format: int32
             * @description The intercom ID
             */
            intercomId: number;
            /**
             * Format: int32
             * @description The related brand ID
             */
            brandId: number;
            /**
             * Format: int32
             * @description The type of the model
             */
            type: number;
            /** @description The model name */
            model: string;
            /**
             * Format: int32
             * @description Verified vendor intercom: 1 .. verified to work, 2 .. may be compatible, but not verified, 3 .. not compatible
             */
            verified: number;
            /** @description Connection for ground BUS */
            conGndBus: string;
            /** @description Connection for audio BUS */
            conBusAudio: string;
            /** @description Connection for audio out */
            conAudioout: string;
            /** @description Connection for doorbell plus */
            conDoorbellPlus: string;
            /** @description Connection for doorbell minus */
            conDoorbellMinus: string;
            /** @description Connection for open the door */
            conOpendoor: string;
            /** @description Connection for ground analogue */
            conGndAnalogue: string;
            /**
             * Format: int32
             * @description Settings value for BUS mode switch
             */
            busModeSwitch: number;
            /**
             * Format: int32
             * @description Settings value for BUS mode switch short cicuit duration
             */
            busModeSwitchShortCircuitDuration: number;
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate?: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate?: string;
        };
        Parameter: {
            name?: string;
            value?: string;
        };
        Preference: {
            metadata?: components["schemas"]["Metadata"];
            parameters?: components["schemas"]["Parameter"][];
            /** Format: float */
            quality?: number;
        };
        PreferenceCharacterSet: {
            metadata?: components["schemas"]["CharacterSet"];
            parameters?: components["schemas"]["Parameter"][];
            /** Format: float */
            quality?: number;
        };
        PreferenceEncoding: {
            metadata?: components["schemas"]["Encoding"];
            parameters?: components["schemas"]["Parameter"][];
            /** Format: float */
            quality?: number;
        };
        PreferenceLanguage: {
            metadata?: components["schemas"]["Language"];
            parameters?: components["schemas"]["Parameter"][];
            /** Format: float */
            quality?: number;
        };
        PreferenceMediaType: {
            metadata?: components["schemas"]["MediaType"];
            parameters?: components["schemas"]["Parameter"][];
            /** Format: float */
            quality?: number;
        };
        Principal: {
            name?: string;
        };
        Product: {
            comment?: string;
            name?: string;
            version?: string;
        };
        Protocol: {
            confidential?: boolean;
            /** Format: int32 */
            defaultPort?: number;
            description?: string;
            name?: string;
            schemeName?: string;
            technicalName?: string;
            version?: string;
        };
        PublicKey: {
            format?: string;
            algorithm?: string;
            encoded?: string[];
        };
        Range: {
            /** Format: int64 */
            index?: number;
            /** Format: int64 */
            instanceSize?: number;
            /** Format: int64 */
            size?: number;
            unitName?: string;
        };
        RangeService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            stopped?: boolean;
        };
        ReadableByteChannel: {
            open?: boolean;
        };
        Reader: Record<string, never>;
        RecipientInfo: {
            protocol?: components["schemas"]["Protocol"];
            comment?: string;
            name?: string;
        };
        Reference: {
            baseRef?: components["schemas"]["Reference"];
            identifier?: string;
            schemeSpecificPart?: string;
            relative?: boolean;
            path?: string;
            scheme?: string;
            fragment?: string;
            userInfo?: string;
            query?: string;
            matrix?: string;
            matrixAsForm?: components["schemas"]["Parameter"][];
            queryAsForm?: components["schemas"]["Parameter"][];
            extensionsAsArray?: string[];
            hierarchicalPart?: string;
            hostDomain?: string;
            hostIdentifier?: string;
            /** Format: int32 */
            hostPort?: number;
            lastSegment?: string;
            parentRef?: components["schemas"]["Reference"];
            relativePart?: string;
            relativeRef?: components["schemas"]["Reference"];
            remainingPart?: string;
            schemeProtocol?: components["schemas"]["Protocol"];
            segments?: string[];
            targetRef?: components["schemas"]["Reference"];
            hierarchical?: boolean;
            authority?: string;
            absolute?: boolean;
            opaque?: boolean;
            extensions?: string;
        };
        Representation: {
            characterSet?: components["schemas"]["CharacterSet"];
            encodings?: components["schemas"]["Encoding"][];
            locationRef?: components["schemas"]["Reference"];
            languages?: components["schemas"]["Language"][];
            mediaType?: components["schemas"]["MediaType"];
            /** Format: date-time */
            modificationDate?: string;
            tag?: components["schemas"]["Tag"];
            available?: boolean;
            digest?: components["schemas"]["Digest"];
            disposition?: components["schemas"]["Disposition"];
            /** Format: date-time */
            expirationDate?: string;
            range?: components["schemas"]["Range"];
            /** Format: int64 */
            size?: number;
            stream?: components["schemas"]["InputStream"];
            text?: string;
            reader?: components["schemas"]["Reader"];
            registration?: components["schemas"]["SelectionRegistration"];
            selectable?: boolean;
            transient?: boolean;
            /** Format: int64 */
            availableSize?: number;
            empty?: boolean;
            channel?: components["schemas"]["ReadableByteChannel"];
        };
        Request: {
            attributes?: {
                [key: string]: Record<string, never>;
            };
            cacheDirectives?: components["schemas"]["CacheDirective"][];
            /** Format: date-time */
            date?: string;
            entity?: components["schemas"]["Representation"];
            onError?: components["schemas"]["Uniform"];
            onSent?: components["schemas"]["Uniform"];
            recipientsInfo?: components["schemas"]["RecipientInfo"][];
            warnings?: components["schemas"]["Warning"][];
            accessControlRequestHeaders?: string[];
            accessControlRequestMethod?: components["schemas"]["Method"];
            challengeResponse?: components["schemas"]["ChallengeResponse"];
            clientInfo?: components["schemas"]["ClientInfo"];
            conditions?: components["schemas"]["Conditions"];
            cookies?: components["schemas"]["Cookie"][];
            hostRef?: components["schemas"]["Reference"];
            loggable?: boolean;
            /** Format: int32 */
            maxForwards?: number;
            method?: components["schemas"]["Method"];
            onResponse?: components["schemas"]["Uniform"];
            originalRef?: components["schemas"]["Reference"];
            protocol?: components["schemas"]["Protocol"];
            proxyChallengeResponse?: components["schemas"]["ChallengeResponse"];
            ranges?: components["schemas"]["Range"][];
            referrerRef?: components["schemas"]["Reference"];
            resourceRef?: components["schemas"]["Reference"];
            rootRef?: components["schemas"]["Reference"];
            confidential?: boolean;
            asynchronous?: boolean;
            entityAvailable?: boolean;
            expectingResponse?: boolean;
            synchronous?: boolean;
            headers?: components["schemas"]["Header"][];
            entityAsText?: string;
        };
        ReservationAccessTimesUpdate: {
            /**
             * Format: int32
             * @description Custom check in time in minutes from midnight
             */
            checkInTime?: number;
            /**
             * Format: int32
             * @description Custom check out time in minutes from midnight
             */
            checkOutTime?: number;
        };
        ResourceBundle: {
            locale?: components["schemas"]["Locale"];
            baseBundleName?: string;
            keys?: components["schemas"]["EnumerationString"];
        };
        Response: {
            attributes?: {
                [key: string]: Record<string, never>;
            };
            cacheDirectives?: components["schemas"]["CacheDirective"][];
            /** Format: date-time */
            date?: string;
            entity?: components["schemas"]["Representation"];
            onError?: components["schemas"]["Uniform"];
            onSent?: components["schemas"]["Uniform"];
            recipientsInfo?: components["schemas"]["RecipientInfo"][];
            warnings?: components["schemas"]["Warning"][];
            accessControlAllowCredentials?: boolean;
            accessControlAllowHeaders?: string[];
            accessControlAllowMethods?: components["schemas"]["Method"][];
            accessControlAllowOrigin?: string;
            accessControlExposeHeaders?: string[];
            /** Format: int32 */
            accessControlMaxAge?: number;
            /** Format: int32 */
            age?: number;
            allowedMethods?: components["schemas"]["Method"][];
            authenticationInfo?: components["schemas"]["AuthenticationInfo"];
            autoCommitting?: boolean;
            challengeRequests?: components["schemas"]["ChallengeRequest"][];
            committed?: boolean;
            cookieSettings?: components["schemas"]["CookieSetting"][];
            dimensions?: ("AUTHORIZATION" | "CHARACTER_SET" | "CLIENT_ADDRESS" | "CLIENT_AGENT" | "UNSPECIFIED" | "ENCODING" | "LANGUAGE" | "MEDIA_TYPE" | "TIME" | "ORIGIN")[];
            locationRef?: components["schemas"]["Reference"];
            proxyChallengeRequests?: components["schemas"]["ChallengeRequest"][];
            request?: components["schemas"]["Request"];
            /** Format: date-time */
            retryAfter?: string;
            serverInfo?: components["schemas"]["ServerInfo"];
            status?: components["schemas"]["Status"];
            confidential?: boolean;
            provisional?: boolean;
            final?: boolean;
            headers?: components["schemas"]["Header"][];
            entityAsText?: string;
            entityAvailable?: boolean;
        };
        Restlet: {
            author?: string;
            context?: components["schemas"]["Context"];
            description?: string;
            name?: string;
            owner?: string;
            started?: boolean;
            logger?: components["schemas"]["Logger"];
            application?: components["schemas"]["Application"];
            stopped?: boolean;
        };
        Role: {
            application?: components["schemas"]["Application"];
            childRoles?: components["schemas"]["Role"][];
            description?: string;
            name?: string;
        };
        ScheduledExecutorService: {
            shutdown?: boolean;
            terminated?: boolean;
        };
        SelectableChannel: {
            open?: boolean;
            blocking?: boolean;
            registered?: boolean;
        };
        SelectionListener: Record<string, never>;
        SelectionRegistration: {
            canceling?: boolean;
            /** Format: int32 */
            interestOperations?: number;
            selectionListener?: components["schemas"]["SelectionListener"];
            /** Format: int32 */
            readyOperations?: number;
            selectableChannel?: components["schemas"]["SelectableChannel"];
            wakeupListener?: components["schemas"]["WakeupListener"];
            readable?: boolean;
            writable?: boolean;
            connectable?: boolean;
            interestReady?: boolean;
        };
        ServerInfo: {
            acceptingRanges?: boolean;
            address?: string;
            agent?: string;
            /** Format: int32 */
            port?: number;
        };
        Service: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            stopped?: boolean;
        };
        ShsSubscription: {
            /** @enum {string} */
            type?: "B2C" | "B2B";
            /** @enum {string} */
            state?: "ACTIVE" | "INACTIVE" | "CANCELLED" | "EXPIRED" | "ON_HOLD" | "PENDING" | "PENDING_CANCEL";
            /** @enum {string} */
            shsSubscriptionType?: "BUSINESS" | "STANDARD" | "BUSINESS_PLUS" | "API_ONLY";
            /** Format: date-time */
            updateDate?: string;
            /** Format: date-time */
            creationDate?: string;
            /** Format: date-time */
            expirationDate?: string;
            isInGracePeriod?: boolean;
            isGracePeriodWarningDismissed?: boolean;
            gracePeriodWarningEmailSent?: boolean;
        };
        Smartlock: {
            /**
             * Format: int64
             * @description The smartlock id
             */
            smartlockId: number;
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            /**
             * Format: int32
             * @description The type: 0 .. keyturner, 1 .. box, 2 .. opener, 3 .. smartdoor, 4 .. smartlock 3.0/4. Gen
             */
            type: number;
            /**
             * Format: int32
             * @description The lock mechanism used in the smart door lock: 1 .. MyEVO, 2 .. KFV Genius (only for type = 3)
             */
            lmType?: number;
            /**
             * Format: int32
             * @description The authorization id
             */
            authId: number;
            /** @description The name of the smartlock */
            name: string;
            /** @description The favorite flag */
            favorite: boolean;
            config?: components["schemas"]["Smartlock.Config"];
            advancedConfig?: components["schemas"]["Smartlock.AdvancedConfig"];
            openerAdvancedConfig?: components["schemas"]["Smartlock.OpenerAdvancedConfig"];
            smartdoorAdvancedConfig?: components["schemas"]["Smartlock.SmartdoorAdvancedConfig"];
            webConfig?: components["schemas"]["Smartlock.WebConfig"];
            state?: components["schemas"]["Smartlock.State"];
            /**
             * Format: int32
             * @description The firmware version
             */
            readonly firmwareVersion?: number;
            /**
             * Format: int32
             * @description The hardware version
             */
            readonly hardwareVersion?: number;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
            /**
             * Format: int32
             * @description The server state: 0 .. ok, 1 .. unregistered, 2 .. auth uuid invalid, 3 .. auth invalid, 4 .. offline
             */
            serverState: number;
            /**
             * Format: int32
             * @description The admin pin state: 0 .. ok, 1 .. missing, 2 .. invalid
             */
            adminPinState: number;
            /** @description The flag indicating a virtual Smart Lock */
            readonly virtualDevice?: boolean;
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate?: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate?: string;
            /** @description In case of any error, it contains the error message */
            error?: string;
            /** @description Previous Subscriptions */
            readonly previousSubscriptions?: components["schemas"]["ShsSubscription"][];
            currentSubscription?: components["schemas"]["ShsSubscription"];
            /**
             * Format: int32
             * @description The region
             */
            region?: number;
            /**
             * Format: int32
             * @description The mounting variant
             */
            mountingVariant?: number;
            opener?: boolean;
            box?: boolean;
            smartDoor?: boolean;
            keyturner?: boolean;
        };
        "Smartlock.AdvancedConfig": {
            /**
             * Format: int32
             * @description Timeout in seconds for lock ‘n’ go
             * @enum {integer}
             */
            lngTimeout?: 5 | 10 | 15 | 20 | 30 | 45 | 60;
            /**
             * Format: int32
             * @description The desired action, if the button is pressed once: 0 .. no action, 1 .. intelligent, 2 .. unlock, 3 .. lock, 4 .. unlatch, 5 .. lock 'n' go, 6 .. show status
             */
            singleButtonPressAction?: number;
            /**
             * Format: int32
             * @description The desired action, if the button is pressed twice: 0 .. no action, 1 .. intelligent, 2 .. unlock, 3 .. lock, 4 .. unlatch, 5 .. lock 'n' go, 6 .. show status
             */
            doubleButtonPressAction?: number;
            /** @description Flag that indicates if the automatic detection of the battery type is enabled */
            automaticBatteryTypeDetection?: boolean;
            /**
             * Format: int32
             * @description Duration in seconds for holding the latch in unlatched position
             * @enum {integer}
             */
            unlatchDuration?: 1 | 3 | 5 | 7 | 10 | 15 | 20 | 30;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
            /**
             * Format: int32
             * @description The absolute total position in degrees that has been reached during calibration
             */
            readonly totalDegrees: number;
            /**
             * Format: int32
             * @description Offset that alters the single locked position
             */
            singleLockedPositionOffsetDegrees: number;
            /**
             * Format: int32
             * @description Offset that alters the position where transition from unlocked to locked happens
             */
            unlockedToLockedTransitionOffsetDegrees?: number;
            /**
             * Format: int32
             * @description Offset that alters the unlocked position
             */
            unlockedPositionOffsetDegrees: number;
            /**
             * Format: int32
             * @description Offset that alters the locked position
             */
            lockedPositionOffsetDegrees: number;
            /** @description Flag that indicates that the inner side of the used cylinder is detached from the outer side */
            detachedCylinder?: boolean;
            /**
             * Format: int32
             * @description The type of the batteries present in the smart lock: 0 .. alkali, 1 .. accumulator, 2 .. lithium
             */
            batteryType: number;
            /** @description New separate flag with FW >= 2.7.8/1.9.1: The Auto Lock feature automatically locks your door when it has been unlocked for a certain period of time */
            autoLock?: boolean;
            /**
             * Format: int32
             * @description Seconds until the smart lock relocks itself after it has been unlocked. FW < 2.7.8/1.9.1: No auto relock if value is 0, FW >= 2.7.8/1.9.1: has to be >=2 (defaults to 2 for values <2 if autoLock is set to true)
             */
            autoLockTimeout?: number;
            /** @description Flag that indicates if available firmware updates for the deviceshould be installed automatically */
            autoUpdateEnabled?: boolean;
            /**
             * Format: int32
             * @description Field used for setting the motor speed. 0x00 ... standard, 0x01 ... fast, 0x02 ... slow
             */
            motorSpeed?: number;
            /** @description Flag indicating if the slow speed shall be applied during NightMode */
            enableSlowSpeedDuringNightmode?: boolean;
        };
        "Smartlock.Config": {
            /** @description The name of the smartlock for new users */
            name: string;
            /**
             * Format: float
             * @description The latitude of the smartlock position
             */
            latitude: number;
            /**
             * Format: float
             * @description The longitude of the smartlock position
             */
            longitude: number;
            /**
             * Format: int32
             * @description The capabilities indicate whether door opening via app is possible, RTO is possible or both: 0 .. only door opening possible, 1 .. both possible, 2 .. only RTO possible (only for type=2)
             */
            readonly capabilities?: number;
            /** @description True if the door should be unlatched on unlocking (knob) (only for type=1 and type=3) */
            autoUnlatch?: boolean;
            /** @description True if the door has a lift up handle, which is required to be lifted up to lock the door */
            liftUpHandle?: boolean;
            /** @description True if the pairing is allowed via the smartlock button */
            pairingEnabled?: boolean;
            /** @description True if the button on the smartlock is enabled */
            buttonEnabled?: boolean;
            /** @description True if the LED on the smartlock is enabled */
            ledEnabled?: boolean;
            /**
             * Format: int32
             * @description The brightness of the LED: 0 .. off, 5 .. max (only for type=1 and type=3)
             */
            ledBrightness?: number;
            /**
             * Format: int32
             * @description [deprecated] The timezone offset (in minutes)
             */
            timezoneOffset: number;
            /**
             * Format: int32
             * @description [deprecated] The daylight saving mode: 0 .. off, 1 .. european
             */
            daylightSavingMode?: number;
            /** @description True if a fob is paired with the smartlock */
            readonly fobPaired?: boolean;
            /**
             * Format: int32
             * @description The fob action if button is pressed once: type=0/3/4: 0 .. none, 1 .. unlock, 2 .. lock, 3 .. lock 'n' go, 4 .. intelligent (lock/unlocked based on the current state); type=2: 0 .. none, 1 .. toggle ring to open, 2 .. activate ring to open, 3 .. deactivate ring to open, 7 .. open (electric strike actuation), 8 .. ring
             */
            readonly fobAction1?: number;
            /**
             * Format: int32
             * @description The fob action if button is pressed twice: type=0/3/4: 0 .. none, 1 .. unlock, 2 .. lock, 3 .. lock 'n' go, 4 .. intelligent (lock/unlocked based on the current state); type=2: 0 .. none, 1 .. toggle ring to open, 2 .. activate ring to open, 3 .. deactivate ring to open, 7 .. open (electric strike actuation), 8 .. ring
             */
            readonly fobAction2?: number;
            /**
             * Format: int32
             * @description The fob action if button is pressed 3 times: type=0/3/4: 0 .. none, 1 .. unlock, 2 .. lock, 3 .. lock 'n' go, 4 .. intelligent (lock/unlocked based on the current state); type=2: 0 .. none, 1 .. toggle ring to open, 2 .. activate ring to open, 3 .. deactivate ring to open, 7 .. open (electric strike actuation), 8 .. ring
             */
            readonly fobAction3?: number;
            /** @description True if the smartlock should only lock once (instead of twice) (only for type=1) */
            singleLock: boolean;
            /**
             * Format: int32
             * @description The operating mode of the opener (only for type=2): 0x00 .. generic door opener, 0x01 .. analogue intercom, 0x02 .. digital intercom, 0x03 .. digital intercom Siedle, 0x04 .. digital intercom TCS, 0x05 .. digital intercom Bticino, 0x06 .. analog intercom Siedle HTS, 0x07 .. digital intercom STR, 0x08 .. digital intercom Ritto, 0x09 .. digital intercom Fermax, 0x0A .. digital intercom Comelit, 0x0B .. digital intercom Urmet BiBus, 0x0C .. digital intercom Urmet 2Voice, 0x0D .. digital intercom Golmar, 0x0E .. digital intercom SKS, 0x0F .. digital intercom Spare
             */
            readonly operatingMode?: number;
            /**
             * Format: int32
             * @description The advertising mode (battery saving): 0 .. automatic, 1 .. normal, 2 .. slow, 3 .. slowest
             */
            advertisingMode: number;
            /** @description True if a keypad is paired with the smartlock */
            readonly keypadPaired?: boolean;
            /** @description True if a keypad 2 is paired with the smartlock */
            readonly keypad2Paired?: boolean;
            /**
             * Format: int32
             * @description The homekit state: 0 .. unavailable, 1 .. disabled, 2 .. enabled, 3 .. enabled & paired
             */
            readonly homekitState?: number;
            /**
             * Format: int32
             * @description The matter state: 0 .. not available, 1 .. disabled and no certificate available, 2 .. disabled, 3 .. enabled, 4 .. enabled & paired
             */
            readonly matterState?: number;
            /**
             * Format: int32
             * @description The timezone id (check the vendor's developer site for ids)
             */
            timezoneId: number;
            /**
             * Format: int32
             * @description The device type of a vendor device
             */
            readonly deviceType?: number;
            /** @description Flag that indicates if the devices internal WIFI module can be used */
            readonly wifiEnabled?: boolean;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
            /**
             * Format: int32
             * @description The product variant for Smartlock 5: 1 .. Go, 2 .. Pro, 3 .. Ultra
             */
            readonly productVariant?: number;
        };
        "Smartlock.OpenerAdvancedConfig": {
            /**
             * Format: int32
             * @description The database ID of the connected intercom
             */
            readonly intercomId: number;
            /**
             * Format: int32
             * @description Method to switch between data and analogue mode
             * @enum {integer}
             */
            readonly busModeSwitch: 0 | 1;
            /**
             * Format: int32
             * @description Duration of the short circuit for BUS mode switching in ms
             */
            shortCircuitDuration: number;
            /**
             * Format: int32
             * @description Delay of electric strike activation in ms after lock action 3 'electric strike actuation'
             */
            electricStrikeDelay: number;
            /** @description Random electricStrikeDelay (range 3000 - 7000 ms) in order to simulate a person inside actuating the electric strike */
            randomElectricStrikeDelay: boolean;
            /**
             * Format: int32
             * @description Duration in ms of electric strike actuation lock action 3 'electric strike actuation'
             */
            electricStrikeDuration: number;
            /** @description Flag to disable RTO after ring */
            disableRtoAfterRing: boolean;
            /**
             * Format: int32
             * @description After this period of time in minutes, RTO gets deactivated automatically
             */
            rtoTimeout: number;
            /**
             * Format: int32
             * @description The doorbell supression bitmask: first bit (least significant) .. whenever the doorbell rings and CM and RTO are inactive, second bit .. RTO is active, third bit .. CM is active
             */
            doorbellSuppression: number;
            /**
             * Format: int32
             * @description Duration in ms of doorbell suppression (only in Operating mode 2 'digital Intercom')
             */
            doorbellSuppressionDuration: number;
            /**
             * Format: int32
             * @description The sound for ring: 0 .. no sound, 1 .. Sound1, 2 .. Sound2, 3 .. Sound3
             * @enum {integer}
             */
            soundRing: 0 | 1 | 2 | 3;
            /**
             * Format: int32
             * @description The sound for open: 0 .. no sound, 1 .. Sound1, 2 .. Sound2, 3 .. Sound3
             * @enum {integer}
             */
            soundOpen: 0 | 1 | 2 | 3;
            /**
             * Format: int32
             * @description The sound for RTO: 0 .. no sound, 1 .. Sound1, 2 .. Sound2, 3 .. Sound3
             * @enum {integer}
             */
            soundRto: 0 | 1 | 2 | 3;
            /**
             * Format: int32
             * @description The sound for CM: 0 .. no sound, 1 .. Sound1, 2 .. Sound2, 3 .. Sound3
             * @enum {integer}
             */
            soundCm: 0 | 1 | 2 | 3;
            /**
             * Format: int32
             * @description The sound confirmation: 0 .. no sound, 1 .. sound
             * @enum {integer}
             */
            soundConfirmation: 0 | 1;
            /**
             * Format: int32
             * @description The sound level
             */
            soundLevel: number;
            /**
             * Format: int32
             * @description The desired action, if the button is pressed once: 0 .. no action, 1 .. toggle RTO, 2 .. activate RTO, 3 .. deactivate RTO, 4 .. toggle CM, 5 .. activate CM, 6 .. deactivate CM, 7 .. open
             */
            singleButtonPressAction: number;
            /**
             * Format: int32
             * @description The desired action, if the button is pressed twice: 0 .. no action, 1 .. toggle RTO, 2 .. activate RTO, 3 .. deactivate RTO, 4 .. toggle CM, 5 .. activate CM, 6 .. deactivate CM, 7 .. open
             */
            doubleButtonPressAction: number;
            /**
             * Format: int32
             * @description The type of the batteries present in the smart lock: 0 .. alkali, 1 .. accumulator, 2 .. lithium, 3 .. fixed
             */
            batteryType: number;
            /** @description Flag that indicates if the automatic detection of the battery type is enabled */
            automaticBatteryTypeDetection?: boolean;
            /** @description Flag that indicates if available firmware updates for the deviceshould be installed automatically */
            autoUpdateEnabled?: boolean;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
        };
        "Smartlock.SmartdoorAdvancedConfig": {
            /**
             * Format: int32
             * @description Timeout in seconds for lock ‘n’ go
             * @enum {integer}
             */
            lngTimeout?: 5 | 10 | 15 | 20 | 30 | 45 | 60;
            /**
             * Format: int32
             * @description The desired action, if the button is pressed once: 0 .. no action, 1 .. intelligent, 2 .. unlock, 3 .. lock, 4 .. unlatch, 5 .. lock 'n' go, 6 .. show status
             */
            singleButtonPressAction?: number;
            /**
             * Format: int32
             * @description The desired action, if the button is pressed twice: 0 .. no action, 1 .. intelligent, 2 .. unlock, 3 .. lock, 4 .. unlatch, 5 .. lock 'n' go, 6 .. show status
             */
            doubleButtonPressAction?: number;
            /** @description Flag that indicates if the automatic detection of the battery type is enabled */
            automaticBatteryTypeDetection?: boolean;
            /**
             * Format: int32
             * @description Duration in seconds for holding the latch in unlatched position
             * @enum {integer}
             */
            unlatchDuration?: 1 | 3 | 5 | 7 | 10 | 15 | 20 | 30;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
            /**
             * Format: int32
             * @description The volume of the buzzer: 0 .. off, 1 .. low, 2 .. normal
             * @enum {integer}
             */
            buzzerVolume?: 0 | 1 | 2;
            /** @description Set of supported battery types: 0 .. alkali, 1 .. accumulator, 2 .. lithium, 3 .. fixed, 254 .. automatic, 255 .. unknown */
            readonly supportedBatteryTypes?: number[];
            /**
             * Format: int32
             * @description The type of the batteries present in the smart lock: 0 .. alkali, 1 .. accumulator, 2 .. lithium, 3 .. fixed, 255 .. unknown
             */
            batteryType: number;
            /**
             * Format: int32
             * @description Seconds until the smart lock relocks itself after it has been unlocked. No auto relock if value is 0
             */
            autoLockTimeout?: number;
            /** @description The Auto Lock feature automatically locks your door when it has been unlocked for a certain period of time */
            autoLock: boolean;
        };
        "Smartlock.State": {
            /**
             * Format: int32
             * @description The smartlock mode: 0 .. uninitialized, 1 .. pairing, 2 .. door (default), 3 .. continuous (type=2 only), 4 .. maintenance, 5 .. off-door charging
             */
            mode: number;
            /**
             * Format: int32
             * @description The smartlock state: type=0/3/4: 0 .. uncalibrated, 1 .. locked, 2 .. unlocking, 3 .. unlocked, 4 .. locking, 5 .. unlatched, 6 .. unlocked (lock 'n' go), 7 .. unlatching, 224 .. Error wrong entry code, 225 .. Error wrong Fingerprint, 254 .. motor blocked, 255 .. undefined; type=2: 0 .. untrained, 1 .. online, 3 .. ring to open active, 5 .. open, 7 .. opening, 253 .. boot run, 255 .. undefined
             */
            state: number;
            /**
             * Format: int32
             * @description The state trigger: 0 .. system, 1 .. manual, 2 .. button, 3 .. automatic, 4 .. web (type=1 only), 5 .. app (type=1 only), 6 .. continuous mode (type=2 only), 7 .. accessory (type=3 only)
             */
            trigger: number;
            /**
             * Format: int32
             * @description The action: type=0/3/4: 1 .. unlock, 2 .. lock, 3 .. unlatch, 4 .. lock 'n' go, 5 .. lock 'n' go with unlatch; type=1: 1 .. unlock; type=2: 1 .. activate ring to open, 2 .. deactivate ring to open, 3 .. open (electric strike actuation)
             */
            lastAction: number;
            /** @description True if the battery state of the device is critical */
            batteryCritical: boolean;
            /** @description True if a vendor battery pack in a Smart Lock is currently charging */
            batteryCharging?: boolean;
            /**
             * Format: int32
             * @description Remaining capacity of a vendor battery pack in %
             */
            batteryCharge?: number;
            /** @description True if the battery of a paired Keypad is critical (only available for supported devices) */
            keypadBatteryCritical?: boolean;
            /** @description True if the battery of a paired doorsensor is critical (only available for supported devices) */
            doorsensorBatteryCritical?: boolean;
            /**
             * Format: int32
             * @description The door state: 0 .. unavailable/not paired, 1 .. deactivated, 2 .. door closed, 3 .. door opened, 4 .. door state unknown, 5 .. calibrating, 16 .. uncalibrated, 240 .. removed, 255 .. unknown
             */
            doorState: number;
            /**
             * Format: int32
             * @description [deprecated] Remaining ring to open time; 0 if ring to open is not active (type=2 only)
             */
            ringToOpenTimer: number;
            /**
             * Format: date-time
             * @description End date of ring to open timeout; null if ring to open is not active (type=2 only)
             */
            ringToOpenEnd?: string;
            /** @description True if night mode currently active */
            nightMode: boolean;
            /** @description The operation id - if set it's locked for another operation */
            readonly operationId?: string;
        };
        "Smartlock.WebConfig": {
            /** @description True if a battery warning is send via email, if null/not send, the value is not being updated */
            batteryWarningPerMailEnabled?: boolean;
            /** @description Contains the account ids which have dismissed the lift up handle warning, if null/not send, the value is not being updated. To clear send a empty array [] */
            dismissedLiftUpHandleWarning?: number[];
        };
        SmartlockAction: {
            /**
             * Format: int32
             * @description The action: type=0/3/4: 1 .. unlock, 2 .. lock, 3 .. unlatch, 4 .. lock 'n' go, 5 .. lock 'n' go with unlatch; type=1: 1 .. unlock; type=2: 1 activate ring to open, 2 .. deactivate ring to open, 3 .. open (electric strike actuation), 6 ... activate continuous mode, 7 ... deactivate continuous mode
             */
            action: number;
            /**
             * Format: int32
             * @description The option mask: 0 .. none, 2 .. force, 4 .. full lock
             */
            option?: number;
        };
        SmartlockAdminPinUpdate: {
            /**
             * Format: int32
             * @description The admin pin
             */
            adminPin: number;
        };
        SmartlockAuth: {
            /** @description The unique id for the smartlock authorization */
            id: string;
            /**
             * Format: int64
             * @description The smartlock id
             */
            smartlockId: number;
            /**
             * Format: int32
             * @description The id of the linked account user
             */
            accountUserId?: number;
            /**
             * Format: int32
             * @description The smartlock authorization id
             */
            authId?: number;
            /**
             * Format: int32
             * @description The keypad code (only for type keypad)
             */
            code?: number;
            fingerprints?: {
                [key: string]: string;
            };
            /**
             * Format: int32
             * @description The type of the authorization: 0 .. app, 1 .. bridge, 2 .. fob, 3 .. keypad, 13 .. keypad code, 14 .. z-key, 15 .. virtual
             */
            readonly type: number;
            /** @description The name of the authorization (max 32 chars) */
            name: string;
            /** @description True if the auth is enabled */
            enabled: boolean;
            /** @description True if the auth has remote access */
            remoteAllowed: boolean;
            /**
             * Format: int32
             * @description The lock count
             */
            lockCount: number;
            /**
             * Format: date-time
             * @description The allowed from date
             */
            allowedFromDate?: string;
            /**
             * Format: date-time
             * @description The allowed until date
             */
            allowedUntilDate?: string;
            /**
             * Format: int32
             * @description The allowed weekdays bitmask: 64 .. monday, 32 .. tuesday, 16 .. wednesday, 8 .. thursday, 4 .. friday, 2 .. saturday, 1 .. sunday
             */
            allowedWeekDays?: number;
            /**
             * Format: int32
             * @description The allowed from time (in minutes from midnight)
             */
            allowedFromTime?: number;
            /**
             * Format: int32
             * @description The allowed until time (in minutes from midnight)
             */
            allowedUntilTime?: number;
            /**
             * Format: date-time
             * @description The last active date
             */
            lastActiveDate?: string;
            /**
             * Format: date-time
             * @description The creation date
             */
            creationDate?: string;
            /**
             * Format: date-time
             * @description The update date
             */
            updateDate?: string;
            operationId?: components["schemas"]["ObjectId"];
            /** @description In case of any error, it contains the error message */
            error?: string;
            /**
             * Format: int32
             * @description The ID of the vendor App
             */
            appId?: number;
            authTypeAsString?: string;
        };
        SmartlockAuthCreate: {
            /** @description The name of the authorization (max 32 chars) */
            name: string;
            /**
             * Format: date-time
             * @description The allowed from date
             */
            allowedFromDate?: string;
            /**
             * Format: date-time
             * @description The allowed until date
             */
            allowedUntilDate?: string;
            /**
             * Format: int32
             * @description The allowed weekdays bitmask: 64 .. monday, 32 .. tuesday, 16 .. wednesday, 8 .. thursday, 4 .. friday, 2 .. saturday, 1 .. sunday
             */
            allowedWeekDays?: number;
            /**
             * Format: int32
             * @description The allowed from time (in minutes from midnight)
             */
            allowedFromTime?: number;
            /**
             * Format: int32
             * @description The allowed until time (in minutes from midnight)
             */
            allowedUntilTime?: number;
            /**
             * Format: int32
             * @description The id of the linked account user (required if type is NOT 13 .. keypad)
             */
            accountUserId?: number;
            /** @description True if the auth has remote access */
            remoteAllowed: boolean;
            /** @description The smart actions enabled flag */
            smartActionsEnabled?: boolean;
            /**
             * Format: int32
             * @description The optional type of the auth 0 .. app (default), 2 .. fob, 13 .. keypad
             */
            type?: number;
            /**
             * Format: int32
             * @description The code of the keypad authorization (only for keypad)
             */
            code?: number;
        };
        SmartlockAuthMultiUpdate: {
            /** @description The name of the authorization (max 32 chars) */
            name: string;
            /**
             * Format: date-time
             * @description The allowed from date
             */
            allowedFromDate?: string;
            /**
             * Format: date-time
             * @description The allowed until date
             */
            allowedUntilDate?: string;
            /**
             * Format: int32
             * @description The allowed weekdays bitmask: 64 .. monday, 32 .. tuesday, 16 .. wednesday, 8 .. thursday, 4 .. friday, 2 .. saturday, 1 .. sunday
             */
            allowedWeekDays?: number;
            /**
             * Format: int32
             * @description The allowed from time (in minutes from midnight)
             */
            allowedFromTime?: number;
            /**
             * Format: int32
             * @description The allowed until time (in minutes from midnight)
             */
            allowedUntilTime?: number;
            /**
             * Format: int32
             * @description The id of the linked account user
             */
            accountUserId?: number;
            /** @description True if the auth is enabled */
            enabled?: boolean;
            /** @description True if the auth has remote access */
            remoteAllowed?: boolean;
            /**
             * Format: int32
             * @description The code of the keypad authorization (only for keypad)
             */
            code?: number;
            /** @description The unique id for the smartlock authorization */
            id: string;
        };
        SmartlockAuthUpdate: {
            /** @description The name of the authorization (max 32 chars) */
            name: string;
            /**
             * Format: date-time
             * @description The allowed from date
             */
            allowedFromDate?: string;
            /**
             * Format: date-time
             * @description The allowed until date
             */
            allowedUntilDate?: string;
            /**
             * Format: int32
             * @description The allowed weekdays bitmask: 64 .. monday, 32 .. tuesday, 16 .. wednesday, 8 .. thursday, 4 .. friday, 2 .. saturday, 1 .. sunday
             */
            allowedWeekDays?: number;
            /**
             * Format: int32
             * @description The allowed from time (in minutes from midnight)
             */
            allowedFromTime?: number;
            /**
             * Format: int32
             * @description The allowed until time (in minutes from midnight)
             */
            allowedUntilTime?: number;
            /**
             * Format: int32
             * @description The id of the linked account user
             */
            accountUserId?: number;
            /** @description True if the auth is enabled */
            enabled?: boolean;
            /** @description True if the auth has remote access */
            remoteAllowed?: boolean;
            /**
             * Format: int32
             * @description The code of the keypad authorization (only for keypad)
             */
            code?: number;
        };
        SmartlockAuthWithSharedKeyCreate: {
            /** @description The name of the authorization (max 32 chars) */
            name: string;
            /**
             * Format: date-time
             * @description The allowed from date
             */
            allowedFromDate?: string;
            /**
             * Format: date-time
             * @description The allowed until date
             */
            allowedUntilDate?: string;
            /**
             * Format: int32
             * @description The allowed weekdays bitmask: 64 .. monday, 32 .. tuesday, 16 .. wednesday, 8 .. thursday, 4 .. friday, 2 .. saturday, 1 .. sunday
             */
            allowedWeekDays?: number;
            /**
             * Format: int32
             * @description The allowed from time (in minutes from midnight)
             */
            allowedFromTime?: number;
            /**
             * Format: int32
             * @description The allowed until time (in minutes from midnight)
             */
            allowedUntilTime?: number;
            /**
             * Format: int32
             * @description The id of the linked account user
             */
            accountUserId?: number;
        };
        SmartlockLog: {
            /** @description The unique id for the smartlock log */
            id: string;
            /**
             * Format: int64
             * @description The smartlock id
             */
            smartlockId: number;
            /**
             * Format: int32
             * @description The device type: 0 .. smartlock and box, 2 .. opener, 3 .. smartdoor
             * @enum {integer}
             */
            deviceType: 0 | 2 | 3;
            /**
             * Format: int32
             * @description The id of the linked account user
             */
            accountUserId?: number;
            /** @description The id of the linked smartlock auth */
            authId?: string;
            /** @description The name */
            name: string;
            /**
             * Format: int32
             * @description The action: 1 .. unlock, 2 .. lock, 3 .. unlatch, 4 .. lock'n'go, 5 .. lock'n'go with unlatch, 208 .. door warning ajar, 209 door warning status mismatch, 224 .. doorbell recognition (only Opener), 240 .. door opened, 241 .. door closed, 242 .. door sensor jammed, 243 .. firmware update, 250 .. door log enabled, 251 .. door log disabled, 252 .. initialization, 253 .. calibration, 254 .. log enabled, 255 .. log disabled
             */
            action: number;
            /**
             * Format: int32
             * @description The trigger: 0 .. system, 1 .. manual, 2 .. button, 3 .. automatic, 4 .. web, 5 .. app, 6 .. auto lock, 7 .. accessory, 255 .. keypad
             */
            trigger: number;
            /**
             * Format: int32
             * @description The completion state: 0 .. Success, 1 .. Motor blocked, 2 .. Canceled, 3 .. Too recent, 4 .. Busy, 5 .. Low motor voltage, 6 .. Clutch failure, 7 .. Motor power failure, 8 .. Incomplete, 9 .. Rejected, 10 .. Rejected night mode, 254 .. Other error, 255 .. Unknown error
             */
            state: number;
            /** @description True if it was an auto unlock */
            autoUnlock: boolean;
            /**
             * Format: date-time
             * @description The log date
             */
            date: string;
            openerLog?: components["schemas"]["SmartlockLog.OpenerLog"];
            /**
             * Format: int32
             * @description The door sensor warning ajar timeout (in minutes, only for action = 208)
             */
            ajarTimeout?: number;
            /**
             * Format: int32
             * @description The source of action: 1 .. Keypad code, 2 .. Fingerprint, 0 .. Default
             */
            source?: number;
            /** @description In case of any error, it contains the error message */
            error?: string;
        };
        "SmartlockLog.OpenerLog": {
            /** @description Flag indicating if continuous mode was active */
            activeCm: boolean;
            /** @description Flag indicating if ring to open was active */
            activeRto: boolean;
            /**
             * Format: int32
             * @description The cause of the activation of ring to open or continuous mode: 0 .. doorbell, 1 .. timecontrol, 2 .. app, 3 .. button, 4 .. fob, 5 .. bridge, 6 .. keypad
             */
            source: number;
            /** @description Flag indicating a geo fence induced action */
            flagGeoFence: boolean;
            /** @description Flag indicating a force induced action */
            flagForce: boolean;
            /** @description Flag indicating if doorbell suppression was active */
            flagDoorbellSuppression: boolean;
        };
        SmartlockUpdate: {
            /** @description The new name of the smartlock */
            name?: string;
            /** @description True if the smartlock is favorite */
            favorite?: boolean;
        };
        SmartlocksAuthAdvancedCreate: {
            /** @description The name of the authorization (max 32 chars) */
            name: string;
            /**
             * Format: date-time
             * @description The allowed from date
             */
            allowedFromDate?: string;
            /**
             * Format: date-time
             * @description The allowed until date
             */
            allowedUntilDate?: string;
            /**
             * Format: int32
             * @description The allowed weekdays bitmask: 64 .. monday, 32 .. tuesday, 16 .. wednesday, 8 .. thursday, 4 .. friday, 2 .. saturday, 1 .. sunday
             */
            allowedWeekDays?: number;
            /**
             * Format: int32
             * @description The allowed from time (in minutes from midnight)
             */
            allowedFromTime?: number;
            /**
             * Format: int32
             * @description The allowed until time (in minutes from midnight)
             */
            allowedUntilTime?: number;
            /**
             * Format: int32
             * @description The id of the linked account user
             */
            accountUserId: number;
            /** @description The list of smartlock ids */
            smartlockIds: number[];
            /** @description True if the auth has remote access */
            remoteAllowed: boolean;
            /** @description The smart actions enabled flag */
            smartActionsEnabled?: boolean;
        };
        SmartlocksAuthCreate: {
            /** @description The name of the authorization (max 32 chars) */
            name: string;
            /**
             * Format: date-time
             * @description The allowed from date
             */
            allowedFromDate?: string;
            /**
             * Format: date-time
             * @description The allowed until date
             */
            allowedUntilDate?: string;
            /**
             * Format: int32
             * @description The allowed weekdays bitmask: 64 .. monday, 32 .. tuesday, 16 .. wednesday, 8 .. thursday, 4 .. friday, 2 .. saturday, 1 .. sunday
             */
            allowedWeekDays?: number;
            /**
             * Format: int32
             * @description The allowed from time (in minutes from midnight)
             */
            allowedFromTime?: number;
            /**
             * Format: int32
             * @description The allowed until time (in minutes from midnight)
             */
            allowedUntilTime?: number;
            /**
             * Format: int32
             * @description The id of the linked account user (required if type is NOT 13 .. keypad)
             */
            accountUserId?: number;
            /** @description The list of smartlock ids */
            smartlockIds?: number[];
            /** @description True if the auth has remote access */
            remoteAllowed: boolean;
            /** @description The smart actions enabled flag */
            smartActionsEnabled?: boolean;
            /**
             * Format: int32
             * @description The optional type of the auth 0 .. app (default), 2 .. fob, 13 .. keypad
             */
            type?: number;
            /**
             * Format: int32
             * @description The code of the keypad authorization (only for keypad)
             */
            code?: number;
        };
        StackTraceElement: {
            methodName?: string;
            fileName?: string;
            /** Format: int32 */
            lineNumber?: number;
            className?: string;
            nativeMethod?: boolean;
        };
        StaleDevice: {
            /** Format: int64 */
            smartlockId?: number;
            name?: string;
            read?: boolean;
        };
        Status: {
            /** Format: int32 */
            code?: number;
            description?: string;
            reasonPhrase?: string;
            throwable?: components["schemas"]["Throwable"];
            uri?: string;
            success?: boolean;
            serverError?: boolean;
            connectorError?: boolean;
            clientError?: boolean;
            globalError?: boolean;
            informational?: boolean;
            redirection?: boolean;
            recoverableError?: boolean;
            error?: boolean;
        };
        StatusService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            connegService?: components["schemas"]["ConnegService"];
            contactEmail?: string;
            converterService?: components["schemas"]["ConverterService"];
            homeRef?: components["schemas"]["Reference"];
            metadataService?: components["schemas"]["MetadataService"];
            overwriting?: boolean;
            stopped?: boolean;
        };
        Subscription: {
            /**
             * Format: int32
             * @description The unique subscription id
             */
            subscriptionId: number;
            /**
             * @description The title per language
             * @example { de: '', en: ''}
             */
            titles: {
                [key: string]: string;
            };
            /**
             * @description The description per language
             * @example { de: '', en: ''}
             */
            descriptions: {
                [key: string]: string;
            };
            /**
             * Format: int32
             * @description The quantity of authorizations
             */
            quantity: number;
            /**
             * @description The length with number and unit (e.g. 30d, 2y)
             * @example 30d
             */
            length: string;
            /**
             * Format: double
             * @description The price
             */
            price: number;
            /** @description The optional gift article */
            giftArticle?: string;
            /** @description True if the subscription is available for new users */
            available: boolean;
            /**
             * Format: int64
             * @description The update date
             */
            updateDate?: number;
        };
        Tag: {
            name?: string;
            weak?: boolean;
        };
        TaskService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            /** Format: int32 */
            corePoolSize?: number;
            daemon?: boolean;
            shutdownAllowed?: boolean;
            shutdown?: boolean;
            terminated?: boolean;
            stopped?: boolean;
        };
        TermsOfUse: {
            /** @enum {string} */
            state?: "Accepted" | "Inactive";
            /** Format: date-time */
            publishDate?: string;
            /** Format: date-time */
            acceptanceDate?: string;
        };
        Throwable: {
            cause?: components["schemas"]["Throwable"];
            stackTrace?: components["schemas"]["StackTraceElement"][];
            message?: string;
            localizedMessage?: string;
            suppressed?: components["schemas"]["Throwable"][];
        };
        TunnelService: {
            context?: components["schemas"]["Context"];
            enabled?: boolean;
            started?: boolean;
            characterSetParameter?: string;
            encodingParameter?: string;
            extensionsTunnel?: boolean;
            headersTunnel?: boolean;
            languageParameter?: string;
            mediaTypeParameter?: string;
            methodHeader?: string;
            methodParameter?: string;
            methodTunnel?: boolean;
            preferencesTunnel?: boolean;
            queryTunnel?: boolean;
            userAgentTunnel?: boolean;
            stopped?: boolean;
        };
        Uniform: Record<string, never>;
        User: {
            email?: string;
            firstName?: string;
            identifier?: string;
            lastName?: string;
            secret?: string[];
            name?: string;
        };
        Variant: {
            characterSet?: components["schemas"]["CharacterSet"];
            encodings?: components["schemas"]["Encoding"][];
            locationRef?: components["schemas"]["Reference"];
            languages?: components["schemas"]["Language"][];
            mediaType?: components["schemas"]["MediaType"];
        };
        Verifier: Record<string, never>;
        WakeupListener: Record<string, never>;
        Warning: {
            agent?: string;
            /** Format: date-time */
            date?: string;
            status?: components["schemas"]["Status"];
            text?: string;
        };
        WebConfigRequest: {
            /** Format: int64 */
            smartlockId?: number;
            webConfig?: components["schemas"]["Smartlock.WebConfig"];
        };
        WebhookLog: {
            /** @description The WebhookLog id */
            id: string;
            /** @description Request id, set when api-triggered request otherwise empty */
            requestId?: string;
            /** @description If the webhooks sends the data successfully */
            succeeded?: boolean;
            /**
             * Format: int32
             * @description Http Status code of the webhook response
             */
            responseStatus?: number;
            /**
             * Format: int64
             * @description The duration of the webhook in milli seconds
             */
            duration?: number;
            /**
             * Format: int32
             * @description The account id
             */
            accountId: number;
            request?: components["schemas"]["WebhookMessage"];
            response?: components["schemas"]["WebhookMessage"];
            /**
             * Format: int32
             * @description Used Api Key for the webhook
             */
            apiKeyId: number;
            /**
             * Format: date-time
             * @description last updated time
             */
            updated: string;
            /**
             * Format: date-time
             * @description Creation Date
             */
            created: string;
        };
        WebhookMessage: {
            /** @description Http Headers as key value pairs */
            headers: {
                [key: string]: string;
            };
            /** @description Http Body as Json */
            body?: {
                [key: string]: Record<string, never>;
            };
            /**
             * Format: date-time
             * @description The timestamp when the message was created
             */
            timestamp?: string;
            /** @description Path of the message */
            path: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: {
        /** @description Smartlock action representation */
        SmartlockAction: {
            content: {
                "application/json": components["schemas"]["SmartlockAction"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AccountsResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyAccount"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountsResource_post_post: {
        parameters: {
            query?: {
                /** @description If false existing API tokens are not deleted if the password is changed */
                deleteApiTokens?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid E-Mail address or name supplied */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description E-Mail address already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountsResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountEmailChangeResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account email change representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountEmailChange"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email not in valid format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Other account is already using the email */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountEmailVerifyResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email not in valid format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Other account is already using the email */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountIntegrationsResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountIntegration"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountIntegrationsResource_delete_delete: {
        parameters: {
            query?: {
                /** @description The api key id to delete (this also removes all tokens if no specific tokenId is given) */
                apiKeyId?: number;
                /** @description The token id if a specific token has to be deleted but not the full api key */
                tokenId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountOtpResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description One time password is already enabled */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountOtpResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account one time password enable representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountOtpEnable"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description One time password empty */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized or one time password wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many failed attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountOtpResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountPasswordResetResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account password reset representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPasswordReset"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSettingResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSetting"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSettingResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account setting representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountSetting"];
            };
        };
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSetting"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSettingResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubsResource_get_get: {
        parameters: {
            query?: {
                /** @description The optional email (regex) */
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubsResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account sub create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountSubCreate"];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyAccount"];
                };
            };
            /** @description Invalid parameter supplied */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                accountId: number;
            };
            cookie?: never;
        };
        /** @description Account update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountSubUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameter supplied */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description E-Mail address already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubscriptionPayResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubscriptionActivateResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account subscription unique id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubscriptionTerminateResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account subscription unique id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountUsersResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for email */
                email?: string;
                /** @description The offset of the first user in the collection to return */
                offset?: number;
                /** @description The maximum number of users to return. If the value exceeds the maximum, then the maximum value will be used. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUser"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountUsersResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account sub create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUserCreate"];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUser"];
                };
            };
            /** @description Invalid E-Mail address or name supplied */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountUserResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account user id */
                accountUserId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUser"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountUserResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account user id */
                accountUserId: number;
            };
            cookie?: never;
        };
        /** @description Account update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUserUpdate"];
            };
        };
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUser"];
                };
            };
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid E-Mail address or name supplied */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description E-Mail address already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountUserResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account user id */
                accountUserId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressesResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressesResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Address create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressCreate"];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressTokenResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressTokenInfo"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Token not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressTokenRedeemResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressToken"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Token not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressTokenRedeemResource_post_post: {
        parameters: {
            query?: {
                /** @description If false no email will be send */
                email?: boolean;
            };
            header?: never;
            path: {
                /** @description The token id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameter given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Token not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
            };
            cookie?: never;
        };
        /** @description Address update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressReservationsResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressReservation"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressReservationIssueResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
                /** @description The address reservation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressReservationRevokeResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
                /** @description The address reservation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReservationAccessTimesUpdateResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
                /** @description The reservation id */
                id: string;
            };
            cookie?: never;
        };
        /** @description Reservation access times update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationAccessTimesUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressTokensResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressToken"][];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressUnitsResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressUnitResponse"][];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressUnitsResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
            };
            cookie?: never;
        };
        /** @description Address unit representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressUnit"];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressUnitResponse"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressUnitsResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
            };
            cookie?: never;
        };
        /** @description Address unit IDs to delete */
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedConfirmationResponse"];
                };
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AddressUnitResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The address id */
                addressId: number;
                /** @description The address unit id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedConfirmationResponse"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DecentralWebhooksResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecentralWebhook"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DecentralWebhooksResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Decentral webhook representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecentralWebhook"];
            };
        };
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecentralWebhook"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DecentralWebhookResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ID of the decentral webhook */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeysResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeysResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Api key create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        /** @description Api key update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameter given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyAdvancedResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedApiKey"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyAdvancedResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        /** @description Apply for advaced api key representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvancedApiKeyCreate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyAdvancedResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        /** @description Update for advaced api key representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvancedApiKeyUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyAdvancedResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyAdvancedReactivateResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyTokensResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyToken"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyTokensResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        /** @description Api key token create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyTokenCreate"];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyToken"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyTokenResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
                /** @description The api key token id */
                id: string;
            };
            cookie?: never;
        };
        /** @description Api key token update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyTokenUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameter given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ApiKeyTokenResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
                /** @description The api key token id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookLogsResource_get_get: {
        parameters: {
            query?: {
                /** @description Optionally filter for older logs */
                id?: string;
                /** @description Amount of logs (max: 100) */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The api key id */
                apiKeyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookLog"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSubscriptionsResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSubscription"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockBulkWebConfigResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Smartlocks web config update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkWebConfigRequest"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CompaniesResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NotificationsResource_get_get: {
        parameters: {
            query?: {
                /** @description The reference ID to the third party system */
                referenceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NotificationsResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Notification representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Notification"];
            };
        };
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NotificationResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique notification ID */
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NotificationResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique notification ID */
                notificationId: string;
            };
            cookie?: never;
        };
        /** @description Notification update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Notification"];
            };
        };
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Invalid parameter given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NotificationResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique notification ID */
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not allowed */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OpenerBrandsResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenerIntercomBrand"][];
                };
            };
        };
    };
    OpenerBrandResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The brand ID */
                brandId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenerIntercomBrand"];
                };
            };
        };
    };
    OpenerIntercomsResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for brandId. Required if 'recentlyChanged' is not set */
                brandId?: number;
                /** @description If true, return intercoms ignoring their verified value */
                ignoreVerified?: boolean;
                /** @description If true, return all intercoms which recently were updated */
                recentlyChanged?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenerIntercomModel"][];
                };
            };
        };
    };
    OpenerIntercomResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The intercom ID */
                intercomId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenerIntercomModel"];
                };
            };
        };
    };
    ServicesResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for service IDs (comma-separated eg: airbnb,guesty,smoobu) */
                serviceIds?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ServiceResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ServiceLinkResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ServiceSyncResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ServiceUnlinkResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlocksResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for authId */
                authId?: number;
                /** @description Filter for type */
                type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Smartlock"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlocksAuthsResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for account users:  set to a positive number will filter for authorizations with this specific accountUserId, set to a negative number will filter without set accountUserId */
                accountUserId?: number;
                /** @description Filter for authorization's types (comma-separated eg: 0,2,3) */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartlockAuth"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlocksAuthsResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Smartlock authorization create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlocksAuthCreate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account not payed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Parameter conflicts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account upgrade required */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlocksAuthsResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Smartlock authorization update representations */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlockAuthMultiUpdate"][];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Parameter conflicts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlocksAuthsResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Smartlock authorization IDs to delete */
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAuthsAdvancedResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Smartlock authorization create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlocksAuthAdvancedCreate"];
            };
        };
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedConfirmationResponse"];
                };
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account not payed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Parameter conflicts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account upgrade required */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlocksLogsResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for account users */
                accountUserId?: number;
                /** @description Filter for date (RFC3339) */
                fromDate?: string;
                /** @description Filter for date (RFC3339) */
                toDate?: string;
                /** @description Filter for action */
                action?: number;
                /** @description Filter for older logs */
                id?: string;
                /** @description Amount of logs (max: 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartlockLog"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Smartlock"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartlock update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlockUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameter given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockActionResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SmartlockAction"];
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account not payed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockActionAdvancedResource_action_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SmartlockAction"];
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedConfirmationResponse"];
                };
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account not payed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Parameter conflicts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account upgrade required */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockLockActionResource_postLock_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not allowed */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockLockActionAdvancedResource_postLock_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedConfirmationResponse"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not allowed */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockUnlockActionResource_postUnlock_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not allowed */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockUnlockActionAdvancedResource_postLock_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedConfirmationResponse"];
                };
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not allowed */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAdminPinResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartlock admin pin update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlockAdminPinUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAdvancedConfigResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartlock config update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Smartlock.AdvancedConfig"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockOpenerAdvancedConfigResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock (opener) id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Opener advanced config update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Smartlock.OpenerAdvancedConfig"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartdoorAdvancedConfigResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartdoor id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartdoor advanced config update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Smartlock.SmartdoorAdvancedConfig"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAuthsResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for smartlock authorization's types (comma-separated eg: 0,2,3) */
                types?: string;
            };
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartlockAuth"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAuthsResource_put_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartlock authorization create representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlockAuthCreate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account not payed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Parameter conflicts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Account upgrade required */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAuthWithSharedKeyResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartlock auth create with shared key */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlockAuthWithSharedKeyCreate"];
            };
        };
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartlockAuth"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Id not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAuthResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
                /** @description The smartlock auth unique id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartlockAuth"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAuthResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
                /** @description The smartlock authorization unique id */
                id: string;
            };
            cookie?: never;
        };
        /** @description Smartlock authorization update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartlockAuthUpdate"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Parameter conflicts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockAuthResource_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
                /** @description The smartlock authorization unique id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockConfigResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartlock config update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Smartlock.Config"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockLogsResource_get_get: {
        parameters: {
            query?: {
                /** @description Filter for auths */
                authId?: string;
                /** @description Filter for account users */
                accountUserId?: number;
                /** @description Filter for date (RFC3339) */
                fromDate?: string;
                /** @description Filter for date (RFC3339) */
                toDate?: string;
                /** @description Filter for action */
                action?: number;
                /** @description Filter for older logs */
                id?: string;
                /** @description Amount of logs (max: 50) */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartlockLog"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockSyncResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SmartlockWebConfigResource_post_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The smartlock id */
                smartlockId: number;
            };
            cookie?: never;
        };
        /** @description Smartlock web config update representation */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Smartlock.WebConfig"];
            };
        };
        responses: {
            /** @description Ok */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SubscriptionsResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"][];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SubscriptionResource_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscription id */
                subscriptionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description Not authorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
