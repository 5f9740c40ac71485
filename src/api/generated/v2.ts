// Generated from openapi/v2.yaml by `npm run api:generate`. Do not edit.
/* eslint-disable */
export interface paths {
    "/Login/SignIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail, password and authentication code; returns the access token
         * @description Codes 115 and 126 are shown as "Incorrect email, password or authentication code".
         */
        post: operations["POST Login/SignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Login/GetCurrentAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in admin with settings */
        post: operations["POST Login/GetCurrentAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Login/Logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out; revokes the access token */
        post: operations["POST Login/Logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetAdmins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List admins (the console loads Limit 1000, Offset 0, GetTotal false) */
        get: operations["GET User/GetAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Login/UpdateAdminSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save part of the admin's settings (saved filters persist through it); returns the merged settings */
        put: operations["PUT Login/UpdateAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/GetStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System status: languages, server time, version, technical-work switches */
        get: operations["GET Options/GetStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Login/ChangePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in admin's password */
        post: operations["POST v2/Login/ChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List users (older call; also used to resolve users by userIdList)
         * @description Same list as POST v2/User/GetUsers without the search fields. Removed users are left out.
         */
        post: operations["POST User/GetUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List users with search string, user name, tag and id filters
         * @description Removed users are left out (POST v2/User/GetDeletedUsers lists them). `searchString` matches a user id exactly, or a
         *     part of the user name or e-mail (case-insensitive; one or two characters match the beginning only). A search that
         *     cannot match answers an empty list, never an error. `total` is exact for the unfiltered list; with a search or
         *     filter the count stops at 10,000 and `totalCapped` says so.
         */
        post: operations["POST v2/User/GetUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetDeletedUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List removed (soft-deleted) users */
        post: operations["POST v2/User/GetDeletedUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One user (the user in focus), removed or not */
        post: operations["POST v2/User/GetUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/CreateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user (feature may be hidden by build)
         * @description The user name begins with a Latin letter, then letters, digits or underscore, 5 to 32 characters (400, code 100,
         *     with that rule as the message); the password follows the sign-up rule (400, code 130). "UserName already exists"
         *     and an e-mail already in use answer 409.
         */
        post: operations["POST v2/User/CreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/RemoveUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove a user (soft delete; the user moves to the deleted-users list) */
        put: operations["PUT v2/User/RemoveUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/UsersLock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Lock users by lock type, optionally for a number of minutes
         * @description Acts on `userIdList`, or with `selectAll` on every user matching `filter` (at most 100,000). Users already under
         *     this lock keep it and are not counted in `affected`. Each lock is written to the lock history.
         */
        put: operations["PUT v2/User/UsersLock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/UsersUnlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Unlock users (one lock type, or every lock when lockType is absent) */
        put: operations["PUT v2/User/UsersUnlock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/UsersBlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block users */
        put: operations["PUT v2/User/UsersBlock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/UsersUnblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Unblock users */
        put: operations["PUT v2/User/UsersUnblock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/AddUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give users a role (trader, merchant)
         * @description Without a role the answer is 400 "You have to choose role, before save".
         */
        put: operations["PUT v2/User/AddUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/RemoveUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Strip a role from users
         * @description Without a role the answer is 400 "You have to choose role, before save".
         */
        put: operations["PUT v2/User/RemoveUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUserTags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All user tags */
        post: operations["POST v2/User/GetUserTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/AddUserTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a user tag (colour default grey #BDBDBD) */
        post: operations["POST v2/User/AddUserTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/EditUserTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename or recolour a user tag */
        put: operations["PUT v2/User/EditUserTag"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/DeleteUserTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a user tag and take it off every user */
        put: operations["PUT v2/User/DeleteUserTag"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/AddTagsToUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add tags to users
         * @description An empty selection answers 400 "No users selected"; `affected` counts users that got a new tag.
         */
        put: operations["PUT v2/User/AddTagsToUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/RemoveTagsFromUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remove tags from users
         * @description An empty selection answers 400 "No users selected"; `affected` counts users that lost a tag.
         */
        put: operations["PUT v2/User/RemoveTagsFromUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/UpdateUserLocalizationSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a user's language (and time zone) */
        put: operations["PUT v2/User/UpdateUserLocalizationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/ChangeUserPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a user's password */
        post: operations["POST User/ChangeUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/UpdateUserTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a user's transaction limit for a currency and period
         * @description Creates or replaces the limit; at least one of depositLimit and withdrawalLimit must be set (null means no limit).
         */
        put: operations["PUT v2/Transaction/UpdateUserTransactionLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/DeleteUserTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a user's transaction limit for a currency (one period, or every period when absent) */
        put: operations["PUT v2/Transaction/DeleteUserTransactionLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/GetUserTransactionLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's transaction limits per currency */
        post: operations["POST v2/Transaction/GetUserTransactionLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUserDocuments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Users' documents (the console loads limit 1000, offset 0, getTotal false)
         * @description A document is listed only when at least one of its fields is set.
         */
        post: operations["POST v2/User/GetUserDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetVerificationInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's verification info, with the responses the admin may give now */
        get: operations["GET User/GetVerificationInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/CheckUserDocument": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Check a user's verification: verify, reject (may reapply or final), ask for data, reset or send to the external service
         * @description Moves the verification status by the transition table of src/domain/verification.ts; a move the table does not
         *     allow answers 409 "Action is impossible". With documentId, that document is marked checked.
         */
        put: operations["PUT v2/User/CheckUserDocument"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetUserFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a user file (document image or chat attachment)
         * @description Spec 1 writes the key UserFileId, spec 2 userFileId; the contract uses UserFileId.
         */
        get: operations["GET User/GetUserFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Verification/GetVerificationRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List verification requests */
        post: operations["POST v2/Verification/GetVerificationRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetUserLockHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's lock and block history, newest first */
        post: operations["POST User/GetUserLockHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUserIpWhiteList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's IP whitelist */
        post: operations["POST v2/User/GetUserIpWhiteList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/AddIpToWhitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add an IP address to a user's whitelist
         * @description Only a valid IPv4 or IPv6 address (400 "Invalid IP address"); an address already listed answers 409.
         */
        put: operations["PUT v2/User/AddIpToWhitelist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/DeleteIpFromWhitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete one IP address from a user's whitelist */
        put: operations["PUT v2/User/DeleteIpFromWhitelist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/ClearIpWhitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Clear a user's IP whitelist */
        put: operations["PUT v2/User/ClearIpWhitelist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUserNfaHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's second-factor history (enable and disable events), newest first */
        post: operations["POST v2/User/GetUserNfaHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/ManageUser2Fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable one of a user's second-factor services
         * @description The last active method of types 0, 1 and 3 cannot be disabled (409); enabling an enabled method or disabling a disabled one answers 409 too.
         */
        post: operations["POST User/ManageUser2Fa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/DisableUser2Fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Disable a user's second factor (the last removable method cannot be removed) */
        put: operations["PUT v2/User/DisableUser2Fa"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUserActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's actions history, newest first */
        post: operations["POST v2/User/GetUserActions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/Get2FaCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's 2FA codes, newest first (answer items, pages)
         * @description A code is shown only once it is used or expired; while it could still be entered, `code` is null.
         */
        post: operations["POST User/Get2FaCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetUserNotificationSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's notification settings (answer notificationList, the whole type × channel matrix) */
        get: operations["GET User/GetUserNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/UpdateUserNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a user's notification settings in one step (all commands or none) */
        post: operations["POST User/UpdateUserNotificationsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/UpdateUserEmailBodyType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a user's e-mail body type (HTML or plain text) */
        put: operations["PUT v2/User/UpdateUserEmailBodyType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUserApiClients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's API clients (the API tab)
         * @description Designed for spec 1 §2 "API" tab; claims are bit flags (deposit 2, withdrawal 4, trade 8, data 16, P2P trade 32, cryptomat 64).
         */
        post: operations["POST v2/User/GetUserApiClients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/GetPublicChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public chat messages */
        post: operations["POST v2/Communication/GetPublicChatMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/GetPrivateChats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Private chats (of a user when userId is given) */
        post: operations["POST v2/Communication/GetPrivateChats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/GetPrivateChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Messages of a private chat (the console loads limit 1000, sort dateCreated descending) */
        post: operations["POST v2/Communication/GetPrivateChatMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/EditPublicChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a public chat message */
        put: operations["PUT v2/Communication/EditPublicChatMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/DeletePublicChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete public chat messages */
        put: operations["PUT v2/Communication/DeletePublicChatMessages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/DeletePrivateChat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a private chat */
        put: operations["PUT v2/Communication/DeletePrivateChat"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/DeletePrivateChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a private chat message */
        put: operations["PUT v2/Communication/DeletePrivateChatMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/EditPrivateChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a private chat message */
        put: operations["PUT v2/Communication/EditPrivateChatMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetTransactionStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transaction statistics per currency (for a user or the platform) */
        post: operations["POST Transaction/GetTransactionStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bo/User/GetGroupChatMessagesDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a trade group chat, in detail (designed: GroupChatId, Offset, Limit)
         * @description Newest first, with the attached files; 404 "Chat not found".
         */
        get: operations["GET api/bo/User/GetGroupChatMessagesDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bo/User/SendGroupChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message with files to a trade group chat (multipart GroupChatId, Files, Message)
         * @description Written as admin (chat member type 2) or, with admin status 3, as arbitrator (3); an arbitrator writes only in chats of trades they joined or were assigned to (403 "Only the trade's arbitrator can write in its chat").
         *     A message needs text or a file (400 "Required fields are empty!"); text at most 512 characters ("The message must not be more than 512 characters"); each file at most 1 MB ("File size can't be more than 1 MB") with the extension jpeg, jpg, png, heif or heic ("Allowed file types: jpeg, jpg, png, heif, heic") and content of that type ("The file content does not match its type"); at most 10 files ("At most 10 files per message"). Each refusal names its rule in `reason` (chatMessageEmpty, chatFileTooLarge, …). Files are kept as user files (GetUserFile). Answers the message written.
         */
        post: operations["POST api/bo/User/SendGroupChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bo/User/GetUserFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a chat file */
        get: operations["GET api/bo/User/GetUserFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/GetBannerOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banner options: global flag and banners */
        get: operations["GET v2/Options/GetBannerOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/UpdateGlobalBannersOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch banners on or off globally */
        post: operations["POST v2/Options/UpdateGlobalBannersOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/CreateBannerOption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a banner at a position (multipart) */
        post: operations["POST v2/Options/CreateBannerOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/UpdateBannerOption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the banner at a position (multipart) */
        post: operations["POST v2/Options/UpdateBannerOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/DeleteBannerOption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the banner at a position */
        post: operations["POST v2/Options/DeleteBannerOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Marketplace/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stores */
        get: operations["GET v2/Marketplace/stores"];
        /** Update a store (status, URLs, locale) */
        put: operations["PUT v2/Marketplace/stores"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Marketplace/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products (inventory) */
        get: operations["GET v2/Marketplace/inventory"];
        /** Update a product */
        put: operations["PUT v2/Marketplace/inventory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Marketplace/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invoices */
        get: operations["GET v2/Marketplace/invoices"];
        /** Update an invoice (status, comments) */
        put: operations["PUT v2/Marketplace/invoices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Marketplace/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice */
        get: operations["GET v2/Marketplace/invoices/{id}"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Merchant/order/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transactions of a merchant order */
        get: operations["GET v2/Merchant/order/{id}/transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Merchant/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List merchant transactions */
        get: operations["GET v2/Merchant/transaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Merchant/Payments/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A merchant's payment transactions (answer result.items, total) */
        get: operations["GET v2/Merchant/Payments/transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Merchant/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List merchant fees (the console loads limit 10000) */
        get: operations["GET v2/Merchant/fee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Merchant/fee/{serviceMerchantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a merchant fee; the spec marks serviceMerchantId optional ({serviceMerchantId?}): 0 addresses the general fee */
        post: operations["POST v2/Merchant/fee/{serviceMerchantId}"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fee/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove a merchant fee (path as the spec writes it; needs the success flag) */
        put: operations["PUT v2/fee/remove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Merchant/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merchant payment providers */
        get: operations["GET v2/Merchant/provider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Merchant/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies available to merchants */
        get: operations["GET v2/Merchant/currency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/GetChatOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chat options (minimum balances for public, private and group chats) */
        get: operations["GET Options/GetChatOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/UpdateChatOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save chat options */
        post: operations["POST Options/UpdateChatOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Market/GetCurrencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All currencies */
        get: operations["GET Market/GetCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Market/GetCurrencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Currencies, optionally only those in use */
        post: operations["POST v2/Market/GetCurrencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Market/GetMarkets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List markets with filters, sort and paging */
        post: operations["POST v2/Market/GetMarkets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Market/GetMarkets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All markets */
        get: operations["GET Market/GetMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Market/CreateMarket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a market */
        post: operations["POST v2/Market/CreateMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Market/EditMarket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a market */
        put: operations["PUT v2/Market/EditMarket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Market/EditCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a currency (v2) */
        put: operations["PUT v2/Market/EditCurrency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Market/GetRates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange rates of currency pairs */
        post: operations["POST v2/Market/GetRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Market/CreateCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a currency */
        post: operations["POST Market/CreateCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Market/EditCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a currency */
        post: operations["POST Market/EditCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Market/SetCurrencyIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload a currency's icon (multipart) */
        put: operations["PUT Market/SetCurrencyIcon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Market/DeleteCurrencyIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a currency's icon */
        put: operations["PUT Market/DeleteCurrencyIcon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/GetTradingOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trading options */
        get: operations["GET Options/GetTradingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/UpdateTradingOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save trading options */
        post: operations["POST Options/UpdateTradingOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/GetReferralOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referral options (fees per level) */
        get: operations["GET v2/Options/GetReferralOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/UpdateReferralOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save referral options */
        post: operations["POST v2/Options/UpdateReferralOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/GetExchangeOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange options */
        get: operations["GET v2/Options/GetExchangeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Options/UpdateExchangeOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save exchange options */
        post: operations["POST v2/Options/UpdateExchangeOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/GetEmailOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail options */
        get: operations["GET Options/GetEmailOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/UpdateEmailOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save e-mail options */
        post: operations["POST Options/UpdateEmailOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/GetVerificationOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification options (name chosen: the spec says only "GET ... for verification options") */
        get: operations["GET Options/GetVerificationOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/UpdateVerificationOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save verification options (name chosen: the spec says only "POST ... for verification options") */
        post: operations["POST Options/UpdateVerificationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/GetUploadOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upload options: file and total length limits in bytes, file count (name chosen: the spec says only "GET ... for upload options") */
        get: operations["GET Options/GetUploadOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/UpdateUploadOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save upload options (name chosen: the spec says only "POST ... for upload options") */
        post: operations["POST Options/UpdateUploadOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/GetTransactionsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transactions settings */
        get: operations["GET Options/GetTransactionsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/UpdateTransactionsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save transactions settings */
        post: operations["POST Options/UpdateTransactionsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Options/UpdateTechnicalWork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch technical-work modes on or off (designed: the spec names the switches that GET Options/GetStatus reads, not the call that sets them)
         * @description Sets the technical-work switches named in the body and leaves the others as they are, so two admins switching different modes at once do not undo each other. Answers every switch as stored after the change; the change is written to the admin log with before and after.
         */
        post: operations["POST Options/UpdateTechnicalWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/System/GetWatermarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Watermark image and logo */
        get: operations["GET v2/System/GetWatermarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/System/UploadWatermarkImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the watermark image (multipart) */
        post: operations["POST v2/System/UploadWatermarkImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/System/UploadWatermarkLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the watermark logo (multipart) */
        post: operations["POST v2/System/UploadWatermarkLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetOperations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List operations (transactions) with filters */
        post: operations["POST v2/Trading/GetOperations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetOperation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One operation with all its fields */
        post: operations["POST v2/Trading/GetOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List orders (inner loads use limit 1000) */
        post: operations["POST v2/Trading/GetOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetTrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List trades (inner loads use limit 1000) */
        post: operations["POST v2/Trading/GetTrades"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Trading/CancelOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel one order
         * @description Cancels a single order. A request naming no order asks to cancel all orders (of a user when `userId` is given), which the spec forbids: it answers 400 "You cannot cancel all orders" (reason cannotCancelAllOrders).
         */
        put: operations["PUT Trading/CancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetOrderBook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order book of a market */
        post: operations["POST v2/Trading/GetOrderBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetBalanceInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's balances in a cumulative currency */
        post: operations["POST v2/Trading/GetBalanceInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetCumulativeBalances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Users' balances in a cumulative currency (default sort cumulativeBalance descending) */
        post: operations["POST v2/Trading/GetCumulativeBalances"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Trading/UserFinanceFileterSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wallets per user with balances (path spelled as the spec writes it); answer userFinanceList, pages */
        post: operations["POST Trading/UserFinanceFileterSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Trading/GetIndividualSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Individual settings (by user or user tags) */
        post: operations["POST v2/Trading/GetIndividualSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List codes (answer codes, pages) */
        post: operations["POST Transaction/GetCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetTransactionMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transaction method */
        get: operations["GET Transaction/GetTransactionMethod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetTransactionStatusHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A transaction's status history */
        post: operations["POST Transaction/GetTransactionStatusHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminProcessingTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: start processing a transaction */
        put: operations["PUT Transaction/AdminProcessingTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminConfirmTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: confirm a transaction */
        put: operations["PUT Transaction/AdminConfirmTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminCompleteTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: complete a transaction (with a comment) */
        put: operations["PUT Transaction/AdminCompleteTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminCancelTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: cancel a transaction */
        put: operations["PUT Transaction/AdminCancelTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminDeclineTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: decline a transaction (with a comment) */
        put: operations["PUT Transaction/AdminDeclineTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminNeedContactTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: mark a transaction as needing contact with support */
        put: operations["PUT Transaction/AdminNeedContactTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminCheckTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: send a transaction to check (transactionId only) */
        put: operations["PUT Transaction/AdminCheckTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminCancelCompletedDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Admin action: cancel a completed deposit */
        put: operations["PUT Transaction/AdminCancelCompletedDeposit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/KYTOk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** KYT approve a transaction */
        put: operations["PUT v2/Transaction/KYTOk"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/KYTReturn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** KYT refuse (return) a transaction */
        put: operations["PUT v2/Transaction/KYTReturn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/UpdateTransactionRequisites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a transaction's requisites approved or problematic, or unmark (new) */
        post: operations["POST Transaction/UpdateTransactionRequisites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin deposit to a user's balance (answer result.Success, result.Error) */
        post: operations["POST Transaction/AdminDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/AdminWithdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin withdrawal from a user's balance (answer result.Success, result.Error) */
        post: operations["POST Transaction/AdminWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetUserAddressList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's deposit addresses (answer items, total) */
        post: operations["POST Transaction/GetUserAddressList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/GetTransactionLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Platform transaction limits per currency, verification level and operation (cumulativeCurrency true, adminId)
         * @description Designed shape: one row per currency, verification level and operation type, with the per-transaction minimum and maximum and the daily and monthly ceilings; null means no limit.
         */
        post: operations["POST v2/Transaction/GetTransactionLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/UpdateTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the platform limit of a currency, verification level and operation type (created or replaced) */
        put: operations["PUT v2/Transaction/UpdateTransactionLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/DeleteTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a platform transaction limit */
        put: operations["PUT v2/Transaction/DeleteTransactionLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment methods (inner loads Limit 1000); answer items, total */
        get: operations["GET Transaction/GetPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/EditPaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a payment method */
        post: operations["POST Transaction/EditPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/CreatePaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a payment method */
        post: operations["POST Transaction/CreatePaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/DeletePaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a payment method */
        post: operations["POST Transaction/DeletePaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/SetPaymentMethodIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a payment method's icon (multipart, paymentMethodId) */
        post: operations["POST Transaction/SetPaymentMethodIcon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetCountries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List countries */
        get: operations["GET Transaction/GetCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetCities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cities (of a country) */
        get: operations["GET Transaction/GetCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetCountryPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country to payment-method links */
        get: operations["GET Transaction/GetCountryPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/CreateCountryPaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a payment method to a country */
        post: operations["POST Transaction/CreateCountryPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/DeleteCountryPaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlink a payment method from a country */
        post: operations["POST Transaction/DeleteCountryPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/CreatePaymentMethodField": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a custom field to a payment method */
        post: operations["POST Transaction/CreatePaymentMethodField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/DeletePaymentMethodField": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a custom field of a payment method */
        post: operations["POST Transaction/DeletePaymentMethodField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/EditPaymentMethodField": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a custom field of a payment method */
        put: operations["PUT Transaction/EditPaymentMethodField"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/CreateCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a country (ISO2 and ISO3 unique) */
        post: operations["POST Transaction/CreateCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/CreateCity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a city in a country */
        post: operations["POST Transaction/CreateCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/EditCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a country */
        put: operations["PUT Transaction/EditCountry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/DeleteCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a country (refused with 'Country is used') */
        put: operations["PUT Transaction/DeleteCountry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/EditCity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a city */
        put: operations["PUT Transaction/EditCity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/DeleteCity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a city */
        put: operations["PUT Transaction/DeleteCity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/GetTransactionMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List transaction methods (default sort sortId descending) */
        post: operations["POST Transaction/GetTransactionMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/CreateTransactionMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a transaction method */
        post: operations["POST Transaction/CreateTransactionMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/EditTransactionMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a transaction method */
        post: operations["POST Transaction/EditTransactionMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/DeleteTransactionMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a transaction method */
        put: operations["PUT Transaction/DeleteTransactionMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/DeleteTransactionMethodIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a transaction method's icon */
        put: operations["PUT Transaction/DeleteTransactionMethodIcon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Transaction/SetTransactionMethodIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a transaction method's icon (multipart) */
        post: operations["POST Transaction/SetTransactionMethodIcon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/GetCryptoCurrencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List crypto currencies */
        post: operations["POST v2/Transaction/GetCryptoCurrencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/GetCryptoTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List crypto tokens */
        post: operations["POST v2/Transaction/GetCryptoTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/CreateCryptoCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a crypto currency */
        post: operations["POST v2/Transaction/CreateCryptoCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/CreateCryptoToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a crypto token */
        post: operations["POST v2/Transaction/CreateCryptoToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/EditCryptoCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a crypto currency (name inferred from "PUT Edit and Delete for each") */
        put: operations["PUT v2/Transaction/EditCryptoCurrency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/DeleteCryptoCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a crypto currency (name inferred from "PUT Edit and Delete for each") */
        put: operations["PUT v2/Transaction/DeleteCryptoCurrency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/EditCryptoToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a crypto token (name inferred from "PUT Edit and Delete for each") */
        put: operations["PUT v2/Transaction/EditCryptoToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/DeleteCryptoToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a crypto token (name inferred from "PUT Edit and Delete for each") */
        put: operations["PUT v2/Transaction/DeleteCryptoToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/GetNetworks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List networks, by uniqueId (designed: the spec gives the fields, not the calls) */
        post: operations["POST v2/Transaction/GetNetworks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/CreateNetwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a network (designed); uniqueId unique, regexes validated */
        post: operations["POST v2/Transaction/CreateNetwork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/EditNetwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a network (designed) */
        put: operations["PUT v2/Transaction/EditNetwork"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Transaction/DeleteNetwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a network (designed); refused with 'Network is used' while a crypto currency or token names it */
        put: operations["PUT v2/Transaction/DeleteNetwork"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Catalogue/GetIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An icon of a currency, payment method or transaction method, as an image (designed: the spec shows icons but not how they are read) */
        get: operations["GET v2/Catalogue/GetIcon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mw/Multiwallet/GetTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List multiwallet tokens */
        post: operations["POST v2/mw/Multiwallet/GetTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mw/Multiwallet/AddToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a multiwallet token */
        post: operations["POST v2/mw/Multiwallet/AddToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mw/Multiwallet/EditToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a multiwallet token (prefix v2/mw/Multiwallet inferred from the neighbouring GetTokens and AddToken) */
        put: operations["PUT v2/mw/Multiwallet/EditToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Multiwallet/GetFinanceStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wallet totals against user balances per currency */
        post: operations["POST v2/Multiwallet/GetFinanceStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Multiwallet/UpdateWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a wallet (e.g. the main flag)
         * @description A body naming neither isMain nor address has nothing to change and answers 400 "Nothing to change" (reason nothingToChange).
         */
        post: operations["POST Multiwallet/UpdateWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Multiwallet/DeleteWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a wallet */
        post: operations["POST Multiwallet/DeleteWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetFinanceStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finance status per currency */
        post: operations["POST v2/Finance/GetFinanceStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetTransactionMethodsStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Status of the transaction methods */
        post: operations["POST v2/Finance/GetTransactionMethodsStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetGrossProfit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gross profit */
        post: operations["POST v2/Finance/GetGrossProfit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetGrossProfitFull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gross profit, full breakdown */
        post: operations["POST v2/Finance/GetGrossProfitFull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetStakingStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staking statistics */
        post: operations["POST v2/Finance/GetStakingStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetStakingStatsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staking statistics chart (period Day, currencyIdList) */
        post: operations["POST v2/Finance/GetStakingStatsChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetTradingStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trading statistics per market */
        post: operations["POST v2/Finance/GetTradingStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetTransactionStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit and withdrawal statistics (one view excludes code and internal methods, the other only them) */
        post: operations["POST v2/Finance/GetTransactionStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetTransactionStatsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit and withdrawal chart */
        post: operations["POST v2/Finance/GetTransactionStatsChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetMerchantStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merchant statistics */
        post: operations["POST v2/Finance/GetMerchantStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Finance/GetMerchantStatsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merchant statistics chart */
        post: operations["POST v2/Finance/GetMerchantStatsChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUsersStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** User statistics */
        post: operations["POST v2/User/GetUsersStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUsersChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrations chart */
        post: operations["POST v2/User/GetUsersChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/User/GetUserVerificationsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifications chart */
        post: operations["POST v2/User/GetUserVerificationsChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/GetReferralStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Referral statistics for one income type (called once per type) */
        post: operations["POST v2/Referral/GetReferralStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/GetReferralProgramIncomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Incomes of referral programs */
        post: operations["POST v2/Referral/GetReferralProgramIncomes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/GetReferralPrograms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List referral programs */
        post: operations["POST v2/Referral/GetReferralPrograms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/GetReferrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Referrals of a program */
        post: operations["POST v2/Referral/GetReferrals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/UpdateReferralProgram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block, unblock, activate or change the fees of a referral program */
        post: operations["POST v2/Referral/UpdateReferralProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/GetReferralProgramOwners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Owners of referral programs */
        post: operations["POST v2/Referral/GetReferralProgramOwners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/RemoveUserFromReferral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove a user from a referral program */
        put: operations["PUT v2/Referral/RemoveUserFromReferral"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Referral/AddUserToReferral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add a user to a referral program */
        put: operations["PUT v2/Referral/AddUserToReferral"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Staking/GetUserStakingStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's staking statistics */
        post: operations["POST v2/Staking/GetUserStakingStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Staking/GetStakingLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staking logs */
        post: operations["POST v2/Staking/GetStakingLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Staking/UpdateUserStaking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable or disable staking for a user */
        put: operations["PUT v2/Staking/UpdateUserStaking"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Staking/GetStakingDataList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Staking settings list (the console sends all true); a PUT as the spec writes it */
        put: operations["PUT v2/Staking/GetStakingDataList"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Staking/GetStakingData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Staking settings of one currency; a PUT as the spec writes it */
        put: operations["PUT v2/Staking/GetStakingData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Staking/AddStakingSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add staking settings */
        put: operations["PUT v2/Staking/AddStakingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Staking/RemoveStakingSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove staking settings */
        put: operations["PUT v2/Staking/RemoveStakingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Report/CreateReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Order a report (appears within 1 to 5 minutes; the admin is told by e-mail) */
        put: operations["PUT v2/Report/CreateReport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Report/GetReports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List reports */
        post: operations["POST v2/Report/GetReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Report/GetReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One report */
        post: operations["POST v2/Report/GetReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Report/GetReportFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a completed report as CSV (path designed: the spec names only "a blob GET"; saved as "Report {type} {date}.csv")
         * @description Cells starting with =, +, -, @, tab or carriage return are escaped (a leading apostrophe). 409 (code 103) while the report is not completed.
         */
        get: operations["GET v2/Report/GetReportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Templates/GetNotificationTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Notification templates: the title and text per locale of a notification type (0-54, 60-63) on a channel */
        post: operations["POST v2/Templates/GetNotificationTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Templates/GetDefaultNotificationTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform's built-in template of every notification type (or of one), used where no template was added */
        post: operations["POST v2/Templates/GetDefaultNotificationTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Templates/AddNotificationTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the template of a notification type on a channel (replaces the one there was) */
        post: operations["POST v2/Templates/AddNotificationTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Templates/GetEmailMessageTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List e-mail message templates */
        post: operations["POST v2/Templates/GetEmailMessageTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Templates/UpdateEmailMessageTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update an e-mail message template */
        post: operations["POST v2/Templates/UpdateEmailMessageTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Templates/AddEmailMessageTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an e-mail message template */
        post: operations["POST v2/Templates/AddEmailMessageTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Templates/GetEmailMessageTemplateHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** History of an e-mail message template */
        post: operations["POST v2/Templates/GetEmailMessageTemplateHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetSystemNotifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List system notifications */
        get: operations["GET User/GetSystemNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/AddSystemNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add a system notification */
        put: operations["PUT v2/Communication/AddSystemNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/UpdateSystemNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a system notification */
        put: operations["PUT v2/Communication/UpdateSystemNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/SendNotificationsToUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a notification to the selected users, or to every user matching a users-list filter
         * @description Acts on `userIdList`, or with `selectAll` on every user matching `filter` (at most 100,000). Every recipient gets the
         *     notification on the System channel list; with the Email channel (2) each one is also mailed, in their locale (en when
         *     it is empty), through the server's mail transport (SMTP, or the outbox folder). `affected` counts the recipients,
         *     `emailed` the messages handed to the transport.
         */
        post: operations["POST v2/Communication/SendNotificationsToUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/FrontConfig/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Security groups of the front-end config */
        get: operations["GET v2/FrontConfig/groups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/FrontConfig/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group with its app access */
        get: operations["GET v2/FrontConfig/groups/{groupId}"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/FrontConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Front-end apps with per-group access (fetched 50 at a time until a short page) */
        get: operations["GET v2/FrontConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/SecurityGroups/CreateGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a group (prefix inferred: the spec lists CreateGroup beside v2/SecurityGroups) */
        post: operations["POST v2/SecurityGroups/CreateGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/SecurityGroups/UpdateGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a group (prefix inferred: v2/SecurityGroups) */
        put: operations["PUT v2/SecurityGroups/UpdateGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/SecurityGroups/RemoveGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a group; the system default group cannot be deleted (prefix inferred: v2/SecurityGroups) */
        delete: operations["DELETE v2/SecurityGroups/RemoveGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/SecurityGroups/AddUserToGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user to a group; only traders or merchants (prefix inferred: v2/SecurityGroups) */
        post: operations["POST v2/SecurityGroups/AddUserToGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/SecurityGroups/RemoveUserFromGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a user from a group (prefix inferred: v2/SecurityGroups) */
        delete: operations["DELETE v2/SecurityGroups/RemoveUserFromGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/SecurityGroups/GetUserGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's groups */
        get: operations["GET v2/SecurityGroups/GetUserGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/SecurityGroups/GetGroupUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's users */
        get: operations["GET v2/SecurityGroups/GetGroupUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/FrontConfig/apps/{appId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a front-end app */
        put: operations["PUT v2/FrontConfig/apps/{appId}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/FrontConfig/apps/{appId}/deny/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Deny a group access to an app */
        put: operations["PUT v2/FrontConfig/apps/{appId}/deny/{groupId}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/FrontConfig/apps/{appId}/allow/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Allow a group access to an app */
        put: operations["PUT v2/FrontConfig/apps/{appId}/allow/{groupId}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/FrontConfig/apps/{appId}/reset/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Reset a group's access to an app */
        delete: operations["DELETE v2/FrontConfig/apps/{appId}/reset/{groupId}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/ChangeAdminStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an admin's status (AdminId, AdminStatus as query parameters) */
        put: operations["PUT User/ChangeAdminStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/BlockAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block an admin (AdminId); an admin cannot block themself */
        put: operations["PUT User/BlockAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/UnblockAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Unblock an admin (AdminId) */
        put: operations["PUT User/UnblockAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/CreateAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an admin (query parameters, as the spec says)
         * @description The spec sends the fields as query parameters; the password therefore travels in the URL and must be kept out of access logs.
         */
        post: operations["POST User/CreateAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/GetAdminLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin log (answer logList, pages; designed, issue 25: the area filter and the names of what the entries refer to) */
        post: operations["POST User/GetAdminLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/GetAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An admin's notification settings */
        post: operations["POST v2/Communication/GetAdminNotificationsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/AddAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an admin notification setting */
        post: operations["POST v2/Communication/AddAdminNotificationsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/RemoveAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove an admin notification setting (prefix v2/Communication inferred from the neighbouring calls) */
        put: operations["PUT v2/Communication/RemoveAdminNotificationsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Communication/EditAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an admin notification setting (prefix v2/Communication inferred from the neighbouring calls) */
        put: operations["PUT v2/Communication/EditAdminNotificationsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/GetApprovalRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Four-eyes approval requests (designed): filters by status, action, maker, USD amount and age; answer items, total and the pending count */
        post: operations["POST v2/Approval/GetApprovalRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/GetApprovalRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One approval request with its parameters and what it will change (designed) */
        post: operations["POST v2/Approval/GetApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/GetPendingApprovalsCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending approval requests for the shell's menu badge (designed) */
        get: operations["GET v2/Approval/GetPendingApprovalsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/ApproveRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a pending request (designed): a different admin with the right to the action; the action runs at once in one transaction, its rules checked again; the answer's status is executed or failed */
        put: operations["PUT v2/Approval/ApproveRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/RejectRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reject a pending request with a comment (designed); a held amount is released */
        put: operations["PUT v2/Approval/RejectRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/WithdrawRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The maker withdraws their own pending request (designed); a held amount is released */
        put: operations["PUT v2/Approval/WithdrawRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/GetApprovalPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four-eyes policy (designed): per guarded action, whether a second approver is needed and above which USD amount; the expiry */
        get: operations["GET v2/Approval/GetApprovalPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/Approval/UpdateApprovalPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the four-eyes policy (designed; super admin); pending requests keep the policy line they were made under */
        put: operations["PUT v2/Approval/UpdateApprovalPolicy"];
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
        /**
         * @description pending until decided; executed (approved and run) or failed (approved, a rule refused at that moment); rejected; withdrawn by the maker; expired
         * @enum {string}
         */
        ApprovalStatus: "pending" | "executed" | "failed" | "rejected" | "withdrawn" | "expired";
        /**
         * @description Guarded actions of the four-eyes policy
         * @enum {string}
         */
        ApprovalAction: "adminDeposit" | "adminWithdrawal" | "completeWithdrawal" | "cancelCompletedDeposit" | "disableSecondFactor" | "changeAdminStatus" | "createAdmin" | "antiFraudThreshold" | "platformLimits";
        /** @description USD amount (decimal string) */
        ApprovalAmountFilter: string;
        /** @description A guarded action waiting for (or decided by) a second admin. */
        ApprovalRequest: {
            id: number;
            action: components["schemas"]["ApprovalAction"];
            /** @description The guarded operation the maker called (and that approval runs) */
            operationId: string;
            status: components["schemas"]["ApprovalStatus"];
            makerId: number;
            makerEmail: string;
            /** @description Who approved or rejected */
            checkerId: number | null;
            checkerEmail: string | null;
            /** @description The exact request of the maker: body and path parameters */
            parameters: {
                [key: string]: unknown;
            };
            /** @description What it acts on: user, transaction, admin or limit id */
            targetId: number | null;
            /** @description The user whose balance or account it changes */
            userId: number | null;
            currencyId: number | null;
            /** @description Decimal amount in the currency */
            amount: string | null;
            /** @description USD value at request time */
            amountUsd: string | null;
            /** @description The policy line it was made under (0 = always) */
            thresholdUsd: string;
            /** @description Held on the user's balance while pending (withdrawals) */
            holdAmount: string | null;
            /** @description The maker's reason */
            makerComment: string | null;
            decisionComment: string | null;
            /** @description The refusing rule's reason (errorReasons), when failed */
            failureReason: string | null;
            failureMessage: string | null;
            /** @description The action's answer once executed (e.g. transactionId) */
            result: {
                [key: string]: unknown;
            } | null;
            /** @description What the action will change, as it was at request time (a balance, an admin's status, a setting) */
            before: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description The caller may approve or reject it (pending, not theirs, with the right to the action) */
            mayApprove: boolean;
            /** @description The caller is its maker and it is pending */
            mayWithdraw: boolean;
        };
        ApprovalPolicyRule: {
            action: components["schemas"]["ApprovalAction"];
            /** @description A second approver is needed */
            enabled: boolean;
            /** @description Above this USD equivalent (0 = always; actions without an amount ignore it) */
            thresholdUsd: string;
        };
        ApprovalPolicyInput: {
            /** @description A pending request expires after this many hours */
            expiryHours: number;
            rules: components["schemas"]["ApprovalPolicyRule"][];
        };
        ApprovalPolicy: {
            expiryHours: number;
            rules: components["schemas"]["ApprovalPolicyRule"][];
            /** Format: date-time */
            dateUpdated: string | null;
            updatedBy: number | null;
        };
        /** @enum {string} */
        AccessType: "Allow" | "Deny";
        Admin: {
            id: number;
            userName: string;
            /** Format: email */
            email: string;
            adminStatus: components["schemas"]["AdminStatus"];
            isBlocked: boolean;
            /** Format: date-time */
            dateCreated: string;
        };
        /** @description Target transaction and an optional note. */
        AdminActionBody: {
            transactionId: number;
            details?: string;
        };
        AdminCommentActionBody: {
            transactionId: number;
            comment: string;
            details?: string;
        };
        AdminLogEntry: {
            id: number;
            /** @description Null only for calls made before anyone signed in */
            adminId: number | null;
            adminEmail: string | null;
            /** @description Ids of what the call acted on */
            targetIds: (number | string)[];
            /** @description The operation id (METHOD path) that was called */
            operationId: string;
            /** @description The changed fields before the call (null when it created something) */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The changed fields after the call (null when it removed something) */
            after: {
                [key: string]: unknown;
            } | null;
            ip: string | null;
            /** Format: date-time */
            dateCreated: string;
        };
        /** @description Designed (issue 25): the names of what this page's entries refer to in their fields (src/domain/adminLog.ts LOG_REF_FIELDS), by kind and then id, read when the page is read, so a removed user or method still has its name */
        AdminLogNames: {
            user: components["schemas"]["NamesById"];
            admin: components["schemas"]["NamesById"];
            currency: components["schemas"]["NamesById"];
            paymentMethod: components["schemas"]["NamesById"];
            market: components["schemas"]["NamesById"];
        };
        /** @description Id (as text) → name */
        NamesById: {
            [key: string]: string;
        };
        AdminNotificationSetting: {
            id: number;
            adminId: number;
            /** @description Admin notification type (17 kinds 0-16) */
            notificationType: number;
            channel: components["schemas"]["NotificationChannel"];
            isEnabled: boolean;
        };
        /** @description The admin's console settings. */
        AdminSettings: {
            isDarkTheme: boolean;
            /**
             * @description Items per page of the common paging widget
             * @enum {integer}
             */
            itemsPerPage: 20 | 50 | 100;
            locale: components["schemas"]["Locale"];
            /**
             * Format: time-zone
             * @description IANA time zone name, e.g. Europe/Tallinn
             */
            timezone: string;
            /** @description Saved filter sets keyed by screen name */
            savedFilters: {
                [key: string]: components["schemas"]["SavedFilter"][];
            };
            /** @description Column widths and hidden columns the admin chose, keyed by the table's id; replaced per table */
            tableLayouts?: {
                [key: string]: components["schemas"]["TableLayout"];
            };
            /** @description Lists show their filter bars folded away until opened */
            filtersCollapsed?: boolean;
        };
        /** @description Partial update of the admin settings; savedFilters is replaced per screen key. */
        AdminSettingsPatch: {
            isDarkTheme?: boolean;
            /**
             * @description Items per page of the common paging widget
             * @enum {integer}
             */
            itemsPerPage?: 20 | 50 | 100;
            locale?: components["schemas"]["Locale"];
            /**
             * Format: time-zone
             * @description IANA time zone name, e.g. Europe/Tallinn
             */
            timezone?: string;
            /** @description Saved filter sets keyed by screen name */
            savedFilters?: {
                [key: string]: components["schemas"]["SavedFilter"][];
            };
            /** @description Column widths and hidden columns the admin chose, keyed by the table's id; replaced per table */
            tableLayouts?: {
                [key: string]: components["schemas"]["TableLayout"];
            };
            /** @description Lists show their filter bars folded away until opened */
            filtersCollapsed?: boolean;
        };
        BalanceInfoRow: {
            currencyId: number;
            currencyTitle: string;
            balanceType: components["schemas"]["BalanceType"];
            availableBalance: components["schemas"]["Money"];
            lockedBalance: components["schemas"]["Money"];
            equivalentBalance: components["schemas"]["Money"];
            deposits?: {
                limit?: components["schemas"]["Money"];
                profit?: components["schemas"]["Money"];
                trust?: components["schemas"]["Money"];
                hold?: components["schemas"]["Money"];
                debt?: components["schemas"]["Money"];
            };
        };
        /** @enum {string} */
        BalanceType: "trading" | "referral" | "staking";
        Banner: {
            position: number;
            /** @description Image URL */
            url: string | null;
            link: string | null;
        };
        BannerOptions: {
            isBannersEnabled: boolean;
            banners: components["schemas"]["Banner"][];
        };
        /** @description Answer of an action on several users or rows; affected counts those that actually changed. */
        BulkResult: {
            /** @constant */
            success: true;
            affected: number;
        };
        /** @description Chart series: one point per period bucket and series. */
        Chart: {
            period: components["schemas"]["Period"];
            items: components["schemas"]["ChartPoint"][];
        };
        ChartPoint: {
            /** Format: date-time */
            date: string;
            /** @description Series key (e.g. currency title or histogram group BTC, ETH, LTC, Other) */
            series?: string;
            value: components["schemas"]["Money"];
        };
        /** @description Minimum balances to write in public, private and group chats. */
        ChatOptions: {
            publicChatMinBalance: components["schemas"]["Money"];
            privateChatMinBalance: components["schemas"]["Money"];
            groupChatMinBalance: components["schemas"]["Money"];
            balanceCurrencyId?: number;
        };
        City: {
            id: number;
            countryId: number;
            /** Format: visible-text */
            name: string;
        };
        Code: {
            id: number;
            code: string;
            currencyId: number;
            currencyTitle: string;
            amount: components["schemas"]["Money"];
            status: components["schemas"]["CodeStatus"];
            creatorId: number;
            redeemerId: number | null;
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            dateRedeemed: string | null;
        };
        /**
         * @description Code status (the fuller enumeration; the short list New, Redeemed, Expired, Cancelled maps onto active, redeemed, expired, canceled)
         * @enum {string}
         */
        CodeStatus: "active" | "expired" | "redeemed" | "unconfirmed" | "canceled" | "merged" | "blocked" | "devided";
        Country: {
            id: number;
            /** Format: visible-text */
            name: string;
            iso2: string;
            iso3: string;
        };
        CountryPaymentMethod: {
            id: number;
            countryId: number;
            paymentMethodId: number;
        };
        CryptoCurrency: {
            id: number;
            /** Format: visible-text */
            name: string;
            /** Format: visible-text */
            title: string;
            network?: string | null;
            minConfirmations: number;
            isEnabled: boolean;
        };
        CryptoCurrencyInput: {
            /** Format: visible-text */
            name?: string;
            /** Format: visible-text */
            title?: string;
            network?: string | null;
            minConfirmations?: number;
            isEnabled?: boolean;
        };
        CryptoToken: {
            id: number;
            /** Format: visible-text */
            name: string;
            /** Format: visible-text */
            title: string;
            cryptoCurrencyId: number;
            network: string | null;
            address: string | null;
            contractAddress: string | null;
            /** @description Contract ABI; default ERC 20 */
            contractAbi: string;
            aggregatingMin: components["schemas"]["Money"] | null;
            uniqueAddress: boolean;
            addressTagOnly: boolean;
            minConfirmations: number;
            minConfirmationsForUse: number;
            addressRegex: string | null;
        };
        CryptoTokenInput: {
            /** Format: visible-text */
            name?: string;
            /** Format: visible-text */
            title?: string;
            cryptoCurrencyId?: number;
            network?: string | null;
            address?: string | null;
            contractAddress?: string | null;
            /** @description Contract ABI; default ERC 20 */
            contractAbi?: string;
            aggregatingMin?: components["schemas"]["Money"] | null;
            uniqueAddress?: boolean;
            addressTagOnly?: boolean;
            minConfirmations?: number;
            minConfirmationsForUse?: number;
            /** @description Regular expression a deposit address must match */
            addressRegex?: string | null;
        };
        CumulativeBalanceRow: {
            userId: number;
            userName: string | null;
            userEmail: string;
            balances: {
                currencyId: number;
                availableBalance: components["schemas"]["Money"];
            }[];
            cumulativeBalance: components["schemas"]["Money"];
        };
        CurrentAdmin: {
            id: number;
            userName: string;
            /** Format: email */
            email: string;
            adminStatus: components["schemas"]["AdminStatus"];
            isBlocked: boolean;
            is2faEnabled: boolean;
            settings: components["schemas"]["AdminSettings"];
        };
        /**
         * @description E-mail body type: HTML or plain text
         * @enum {string}
         */
        EmailBodyType: "html" | "plainText";
        EmailOptions: {
            domain: string;
            signature: string | null;
            securityCode: string | null;
            unsubscribeHeader: string | null;
            unsubscribeLink: string | null;
        } & {
            [key: string]: unknown;
        };
        EmailTemplate: {
            id: number;
            /** @description E-mail message type (18 kinds 0-17; names in src/domain/emailTemplates.ts) */
            messageType: number;
            /** @enum {string} */
            type: "news" | "marketing";
            subject: components["schemas"]["LocalizedText"];
            body: components["schemas"]["LocalizedText"];
            bodyType: components["schemas"]["EmailBodyType"];
            sendIfUnsubscribed: boolean;
            /** Format: date-time */
            dateUpdated: string;
        };
        /** @description Subject and body must be non-empty in every locale. */
        EmailTemplateInput: {
            messageType?: number;
            /** @enum {string} */
            type?: "news" | "marketing";
            subject?: components["schemas"]["LocalizedText"];
            body?: components["schemas"]["LocalizedText"];
            bodyType?: components["schemas"]["EmailBodyType"];
            sendIfUnsubscribed?: boolean;
        };
        ExchangeOptions: {
            isEnabled: boolean;
            feePercent: components["schemas"]["Money"];
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
        };
        FinanceStatusRow: {
            currencyId: number;
            currencyTitle: string;
            balanceUser: components["schemas"]["Money"];
            balanceOnWallets: components["schemas"]["Money"];
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            fees: components["schemas"]["Money"];
            equivalent: components["schemas"]["Money"];
        };
        FrontApp: {
            id: number;
            /** Format: visible-text */
            name: string;
            isEnabled: boolean;
            access: {
                groupId: number;
                accessType: components["schemas"]["AccessType"];
            }[];
        };
        GrossProfit: {
            cumulativeCurrencyId: number;
            cumulativeCurrencyTitle: string;
            cumulativeProfit: components["schemas"]["Money"];
            currencies: {
                currencyId: number;
                currencyTitle: string;
            }[];
            /** Format: date-time */
            dateFrom: string;
            /** Format: date-time */
            dateTo: string;
            items: {
                currencyId: number;
                source: string;
                profit: components["schemas"]["Money"];
                cumulativeProfit: components["schemas"]["Money"];
            }[];
            /** @description GetGrossProfit only; the profit per period bucket and histogram group (BTC, ETH, LTC, Other), in the cumulative currency */
            chart?: components["schemas"]["ChartPoint"][];
            total: number;
        };
        IndividualSetting: {
            id: number;
            /** @enum {string} */
            type: "depositInternal" | "depositExternal" | "depositP2p" | "withdrawalInternal" | "withdrawalExternal" | "withdrawalP2p" | "referralBuy" | "referralSell" | "referralP2p" | "staking";
            userId: number | null;
            userTagList: number[];
            currencyId: number | null;
            value: components["schemas"]["Money"];
        };
        Invoice: {
            id: number;
            storeId: number;
            storeName: string;
            /** @description The merchant order whose payment transactions GET v2/Merchant/order/{id}/transactions lists */
            orderId: number | null;
            /** @description Currency title */
            currency: string;
            /**
             * Format: date-time
             * @description Last staff change
             */
            dateUpdated: string | null;
            status: components["schemas"]["InvoiceStatus"];
            customer: string | null;
            delivery: string | null;
            amount: components["schemas"]["Money"];
            currencyId: number;
            products: {
                productId: number;
                quantity: number;
                price: components["schemas"]["Money"];
            }[];
            commentForAdmin: string | null;
            commentForUser: string | null;
            /** Format: date-time */
            dateCreated: string;
        };
        /** @enum {string} */
        InvoiceStatus: "awaitingUserConfirmation" | "confirmed" | "checking" | "depositAwaiting" | "depositReceived" | "depositCompleted" | "depositConfirmed" | "depositError" | "withdrawalProcessing" | "withdrawalCompleted" | "completed" | "cancelled" | "issue" | "error" | "expired";
        IpWhitelistEntry: {
            id: number;
            userId: number;
            ip: string;
            /** @description Admin who added it; null when the user did */
            adminId: number | null;
            /** Format: date-time */
            dateCreated: string;
        };
        /** @enum {string} */
        KytStatus: "disabled" | "checking" | "awaiting" | "ok" | "returning" | "returned" | "error";
        /** @description Non-negative decimal amount as a string, e.g. "1000", "0.5". */
        LimitAmount: string;
        /** @enum {string} */
        LimitPeriod: "day" | "week" | "month" | "year";
        /** @description Text per interface locale */
        LocalizedText: {
            en?: string;
            ru?: string;
            zh?: string;
            es?: string;
            et?: string;
            tr?: string;
        };
        LockHistoryItem: {
            id: number;
            userId: number;
            /**
             * @description A lock of one type, or a block of the whole account
             * @enum {string}
             */
            kind: "lock" | "block";
            /** @description The lock type (null for a block) */
            lockType: number | null;
            /**
             * @description Who put it on (blocked by)
             * @enum {string}
             */
            source: "admin" | "arbitrator" | "system";
            adminId: number | null;
            arbitratorId: number | null;
            /** @description E-mail of the admin or arbitrator */
            moderatorEmail: string | null;
            /** @description Duration; null until unlocked */
            blockTimeMinutes: number | null;
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            until: string | null;
            /** @description Lifted by an admin before its end */
            unblocked: boolean;
            /** Format: date-time */
            dateUnblocked: string | null;
            comment: string | null;
        };
        /**
         * @description User lock type (src/domain/users.ts): 0 general, 1 login, 2 chat, 3 withdrawal, 4 P2P offers, 5 P2P trades, 6 two factor, 7 deposit, 8 trade, 9 transfer, 10 API, 11 codes, 12 staking, 13 referral, 14 merchant
         * @enum {integer}
         */
        LockType: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
        Market: {
            /**
             * @description Whose individual limits override the market's: none, per user or per user tag.
             * @enum {string}
             */
            individualLimitsType: "none" | "user" | "userTag";
            id: number;
            baseCurrencyId: number;
            derivedCurrencyId: number;
            baseCurrencyTitle: string;
            derivedCurrencyTitle: string;
            orderAmountLimit: components["schemas"]["MarketOrderAmountLimit"];
            minOrderPrice: components["schemas"]["Money"];
            sortId: number;
            isEnabled: boolean;
            /** Format: date-time */
            dateCreated: string;
        };
        MarketOrderAmountLimit: {
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
        };
        MerchantFee: {
            currencyId: number;
            currency: string;
            method: string;
            provider: string;
            serviceMerchantId: number | null;
            deposit: components["schemas"]["FeeParts"];
            withdrawal: components["schemas"]["FeeParts"];
        };
        MerchantStatsRow: {
            currencyId: number;
            currencyTitle: string;
            depositAmount: components["schemas"]["Money"];
            withdrawalAmount: components["schemas"]["Money"];
            fees: components["schemas"]["Money"];
            invoicesCount: number;
        };
        MerchantTransaction: {
            id: number;
            orderId: number | null;
            serviceMerchantId: number;
            /** @enum {string} */
            type: "deposit" | "withdrawal" | "return" | "convert";
            /** @enum {string} */
            status: "new" | "processing" | "validate" | "completed" | "error";
            amount: components["schemas"]["Money"];
            currencyId: number;
            fee: components["schemas"]["Money"];
            /** Format: date-time */
            dateCreated: string;
        };
        MultiwalletToken: {
            id: number;
            currencyId: number;
            /** Format: visible-text */
            name: string;
            network: string;
            contractAddress: string | null;
            decimals: number;
            isEnabled: boolean;
        };
        MultiwalletTokenInput: {
            currencyId?: number;
            /** Format: visible-text */
            name?: string;
            network?: string;
            contractAddress?: string | null;
            decimals?: number;
            isEnabled?: boolean;
        };
        /** @description A blockchain network (spec 3 §3 labels; calls designed): how its addresses, tags and explorer links look. */
        Network: {
            id: number;
            /** @description Network code, unique (e.g. TRC20) */
            uniqueId: string;
            /**
             * Format: visible-text
             * @description Name of the address tag (memo, destination tag), or null when the network has none
             */
            tagName: string | null;
            tagMultiline: boolean;
            tagRegex: string | null;
            /** @description Payment URIs carry the amount */
            uriAmount: boolean;
            /** @description A user may hold several addresses */
            addressMultiple: boolean;
            /** @description Addresses are derived from a public key */
            addressPublicKey: boolean;
            /** @description Deposits are told apart by the tag only (one shared address) */
            addressTagOnly: boolean;
            addressRegex: string | null;
            /** @description Tokens of the network use the network's address */
            addressTokens: boolean;
            /** @description Explorer URL of a transaction, with a {txid} placeholder */
            transactionUrl: string | null;
            /** @description Explorer URL of an address, with an {address} placeholder */
            addressUrl: string | null;
        };
        NetworkInput: {
            uniqueId?: string;
            /** Format: visible-text */
            tagName?: string | null;
            tagMultiline?: boolean;
            tagRegex?: string | null;
            uriAmount?: boolean;
            addressMultiple?: boolean;
            addressPublicKey?: boolean;
            addressTagOnly?: boolean;
            addressRegex?: string | null;
            addressTokens?: boolean;
            transactionUrl?: string | null;
            addressUrl?: string | null;
        };
        NamedItem: {
            id: number;
            /** Format: visible-text */
            name: string;
        };
        /** @description A second factor; it is on when dateDisabled is null or earlier than dateEnabled. */
        NfaEntry: {
            serviceType: components["schemas"]["NfaServiceType"];
            /** Format: date-time */
            dateEnabled: string | null;
            /** Format: date-time */
            dateDisabled: string | null;
        };
        NfaHistoryItem: {
            id: number;
            serviceType: components["schemas"]["NfaServiceType"];
            /** @enum {string} */
            action: "enabled" | "disabled";
            /** @description Admin who did it; null when the user did */
            adminId: number | null;
            /** Format: date-time */
            dateCreated: string;
        };
        /**
         * @description Second-factor service: 0 Email, 1 Telegram, 2 Google; MFA services 3 SMS, 4 codes, 5 question, 6 U2F, 7 GPA, 8 password
         * @enum {integer}
         */
        NfaServiceType: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
        /**
         * @description Notification channel: 0 WS (pop-up), 1 System, 2 Email, 3 Telegram, 5 Sound, 6 Push
         * @enum {integer}
         */
        NotificationChannel: 0 | 1 | 2 | 3 | 5 | 6;
        NotificationSetting: {
            notification: components["schemas"]["NotificationType"];
            notificationServiceType: components["schemas"]["NotificationChannel"];
            ignored: boolean;
        };
        NotificationTemplate: {
            id: number;
            notificationType: number;
            channel: components["schemas"]["NotificationChannel"];
            title: components["schemas"]["LocalizedText"];
            text: components["schemas"]["LocalizedText"];
            adminId: number | null;
            /** Format: date-time */
            dateCreated: string;
        };
        DefaultNotificationTemplate: {
            notificationType: number;
            /** @enum {string} */
            group: "security" | "orders" | "transactions" | "codes" | "system" | "p2p" | "merchants";
            title: components["schemas"]["LocalizedText"];
            text: components["schemas"]["LocalizedText"];
        };
        NotificationTemplateInput: {
            notificationType: number;
            channel: components["schemas"]["NotificationChannel"];
            title: components["schemas"]["LocalizedText"];
            text: components["schemas"]["LocalizedText"];
        };
        /**
         * @description Notification type id (src/domain/notifications.ts): 0-14 security, 15-19 orders, 20-27 transactions, 28-30 codes, 31-40 system, 41-54 P2P, 60-63 merchants
         * @enum {integer}
         */
        NotificationType: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | 47 | 48 | 49 | 50 | 51 | 52 | 53 | 54 | 60 | 61 | 62 | 63;
        Operation: {
            id: number;
            userId: number;
            userName: string | null;
            side: components["schemas"]["OperationSide"];
            operationType: components["schemas"]["OperationType"];
            amount: components["schemas"]["Money"];
            currencyId: number;
            currencyTitle: string;
            transactionMethodType: string | null;
            status: components["schemas"]["TransactionStatus"];
            kytStatus: components["schemas"]["KytStatus"] | null;
            requisitesStatus: components["schemas"]["RequisiteStatus"] | null;
            /** @description Above the anti-fraud threshold when made; only the super admin decides its manual check */
            antiFraud: boolean;
            /** @description In Admin processing or waiting for the wallet's balance (Queue) */
            hasWarning: boolean;
            /** @description In Admin processing for more than 10 minutes */
            isProcessingOverdue: boolean;
            /** Format: date-time */
            statusChangedAt: string;
            /** Format: date-time */
            dateCreated: string;
        };
        OperationDetail: {
            userName: string | null;
            antiFraud: boolean;
            hasWarning: boolean;
            isProcessingOverdue: boolean;
            /** Format: date-time */
            statusChangedAt: string;
            currencyDecimals: number;
            id: number;
            userId: number;
            side: components["schemas"]["OperationSide"];
            operationType: components["schemas"]["OperationType"];
            amount: components["schemas"]["Money"];
            currencyId: number;
            currencyTitle: string;
            transactionMethodType: string | null;
            status: components["schemas"]["TransactionStatus"];
            /** Format: date-time */
            dateCreated: string;
            orderId: number | null;
            paymentId: string | null;
            receiver: string | null;
            estimated: components["schemas"]["Money"] | null;
            fee: components["schemas"]["Money"] | null;
            rate: components["schemas"]["Money"] | null;
            requisites: string | null;
            requisitesStatus: components["schemas"]["RequisiteStatus"] | null;
            hash: string | null;
            /** Format: date-time */
            confirmationDate: string | null;
            balanceBefore: components["schemas"]["Money"] | null;
            balanceAfter: components["schemas"]["Money"] | null;
            adminComment: string | null;
            userComment: string | null;
            blockchainComment: string | null;
            kytStatus: components["schemas"]["KytStatus"] | null;
        };
        /** @enum {string} */
        OperationSide: "in" | "out";
        /** @enum {string} */
        OperationType: "trade" | "depositWithdrawal" | "referral" | "p2p" | "staking" | "internalCode" | "fee" | "convert" | "adminDeposit";
        Order: {
            id: number;
            userId: number;
            marketId: number;
            side: components["schemas"]["OrderSide"];
            type: components["schemas"]["OrderType"];
            status: components["schemas"]["OrderStatus"];
            price: components["schemas"]["Money"] | null;
            amount: components["schemas"]["Money"];
            filledAmount: components["schemas"]["Money"];
            /** Format: date-time */
            dateCreated: string;
            userName: string;
            /** @description base/derived, e.g. BTC/USDT */
            marketTitle: string;
            stopPrice: components["schemas"]["Money"] | null;
            holdAmount: components["schemas"]["Money"];
            holdCurrencyTitle: string;
            /** Format: date-time */
            dateUpdated: string;
        };
        OrderBook: {
            bids: components["schemas"]["OrderBookEntry"][];
            asks: components["schemas"]["OrderBookEntry"][];
            bidsTotalPrice: components["schemas"]["Money"];
            bidsTotalAmount: components["schemas"]["Money"];
            asksTotalAmount: components["schemas"]["Money"];
            /** @description Open buy orders in the book */
            bidsCount: number;
            /** @description Open sell orders in the book */
            asksCount: number;
            asksTotalPrice: components["schemas"]["Money"];
            bidsLevels: number;
            asksLevels: number;
        };
        /** @description One price level, the open orders at that price summed. */
        OrderBookEntry: {
            price: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            count: number;
        };
        /** @enum {string} */
        OrderSide: "buy" | "sell";
        /** @enum {string} */
        OrderStatus: "new" | "partiallyFilled" | "filled" | "cancelled" | "inactive" | "awaiting" | "deleted" | "rejected";
        /** @enum {string} */
        OrderType: "limit" | "market" | "stop" | "stopLimit" | "trailingStop" | "fillOrKill";
        PaymentMethod: {
            id: number;
            /** Format: visible-text */
            name: string;
            /** @description Path of the icon under the v2 base (GET v2/Catalogue/GetIcon), or null */
            icon: string | null;
            iconId: number | null;
            category: components["schemas"]["PaymentCategory"];
            /** @enum {string} */
            methodType: "online" | "offline";
            status: components["schemas"]["PaymentMethodStatus"];
            isEnabledForP2p: boolean;
            isEnabledForWallets: boolean;
            sortId: number;
            countries: number[];
            fields: components["schemas"]["PaymentMethodField"][];
        };
        PaymentMethodField: {
            id: number;
            paymentMethodId: number;
            /** Format: visible-text */
            name: string;
            target: string | null;
            regex: string | null;
            isRequired: boolean;
            isMultiline: boolean;
            isUniqueRequired: boolean;
            /** @enum {string} */
            fieldType: "boolean" | "integer" | "text" | "multilineText";
        };
        PaymentMethodInput: {
            /** Format: visible-text */
            name?: string;
            category?: components["schemas"]["PaymentCategory"];
            /** @enum {string} */
            methodType?: "online" | "offline";
            status?: components["schemas"]["PaymentMethodStatus"];
            isEnabledForP2p?: boolean;
            isEnabledForWallets?: boolean;
            sortId?: number;
            countries?: number[];
        };
        /**
         * @description Chart period (default Day)
         * @enum {string}
         */
        Period: "Day" | "Week" | "Month" | "Year";
        PrivateChat: {
            conversationId: number;
            participants: {
                userId: number;
                userName: string | null;
            }[];
            lastMessage: string | null;
            /** Format: date-time */
            dateUpdated: string;
        };
        PrivateChatMessage: {
            messageId: number;
            conversationId: number;
            userId: number;
            message: string;
            /** Format: date-time */
            dateCreated: string;
            files?: components["schemas"]["ChatFile"][];
        };
        Product: {
            id: number;
            storeId: number;
            storeName: string;
            /** @description Currency title */
            currency: string;
            /** Format: visible-text */
            name: string;
            price: components["schemas"]["Money"];
            currencyId: number;
            stock: number;
            category: string | null;
            /** @enum {string} */
            status: "active" | "archived";
            /** Format: date-time */
            dateCreated: string;
        };
        PublicChatMessage: {
            messageId: number;
            userId: number;
            userName: string | null;
            message: string;
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            dateEdited?: string | null;
        };
        Referral: {
            userId: number;
            userName: string | null;
            level: number;
            incomeSum: components["schemas"]["Money"];
            /** Format: date-time */
            dateCreated: string;
        };
        ReferralIncome: {
            id: number;
            referralProgramId: number;
            userId: number;
            referralUserId: number;
            level: number;
            incomeType: components["schemas"]["ReferralIncomeType"];
            currencyId: number;
            amount: components["schemas"]["Money"];
            /** Format: date-time */
            dateCreated: string;
        };
        /** @enum {string} */
        ReferralIncomeType: "buy" | "sell" | "p2p" | "trade" | "staking";
        /**
         * @description A level's fees in percent (decimal strings from 0 to 100): 'Fee must be from 0 to 100'
         * @example {
         *       "level": 1,
         *       "buy": "20",
         *       "sell": "20",
         *       "p2p": "15",
         *       "trade": "10",
         *       "staking": "5"
         *     }
         */
        ReferralLevelFees: {
            level: number;
            buy: components["schemas"]["Money"];
            sell: components["schemas"]["Money"];
            p2p: components["schemas"]["Money"];
            trade: components["schemas"]["Money"];
            staking: components["schemas"]["Money"];
        };
        ReferralOptions: {
            levels: components["schemas"]["ReferralLevelFees"][];
        };
        ReferralProgram: {
            id: number;
            /** @description The id in the referral link (r=<referralId>) */
            referralId: number;
            userId: number;
            userName: string | null;
            link: string;
            usersCount: number;
            incomeSum: components["schemas"]["Money"];
            isActive: boolean;
            isBlocked: boolean;
            levels: components["schemas"]["ReferralLevelFees"][];
            /** Format: date-time */
            dateCreated: string;
        };
        SavedFilter: {
            /** Format: visible-text */
            name: string;
            /** @description The filter values of the screen */
            data: {
                [key: string]: unknown;
            };
        };
        SecurityGroup: {
            id: number;
            /** Format: visible-text */
            name: string;
            isDefault: boolean;
            usersCount: number;
        };
        SecurityGroupDetail: {
            id: number;
            /** Format: visible-text */
            name: string;
            isDefault: boolean;
            usersCount: number;
            apps: {
                appId: number;
                accessType: components["schemas"]["AccessType"];
            }[];
        };
        /**
         * @description percentChange: a currency tier's percent per day replaced; income: a user's daily income (a ledger entry, balance type staking); settingsAdd / settingsRemove: settings added or removed, or (with a userId) staking enabled or disabled for a user
         * @enum {string}
         */
        StakingLogType: "percentChange" | "income" | "settingsAdd" | "settingsRemove";
        StakingLog: {
            id: number;
            userId: number | null;
            currencyId: number;
            logType: components["schemas"]["StakingLogType"];
            /** @description The staking settings the row is about (null for a user-wide switch) */
            settingsId: number | null;
            /** @description For percentChange, the percent per day before the change */
            previousPercent: components["schemas"]["Money"] | null;
            amount: components["schemas"]["Money"] | null;
            percent: components["schemas"]["Money"] | null;
            /** Format: date-time */
            dateCreated: string;
        };
        StakingSettings: {
            id: number;
            currencyId: number;
            balanceFrom: components["schemas"]["Money"];
            percentPerDay: components["schemas"]["Money"];
            taxPercent: components["schemas"]["Money"];
            considerTax: boolean;
            /** Format: date-time */
            beginTime: string;
            maxPercentPerDay: components["schemas"]["Money"];
            taxMode: components["schemas"]["StakingTaxMode"];
            /** @description false once the settings were removed */
            isEnabled: boolean;
        };
        /**
         * @description Where the tax is taken from when considerTax is set: the day's income, or the staked balance
         * @default income
         * @enum {string}
         */
        StakingTaxMode: "income" | "balance";
        /**
         * @example {
         *       "currencyId": 2,
         *       "balanceFrom": "0.01",
         *       "percentPerDay": "0.05",
         *       "taxPercent": "10",
         *       "considerTax": true,
         *       "beginTime": "2026-12-01T00:00:00Z",
         *       "maxPercentPerDay": "0.1",
         *       "taxMode": "income"
         *     }
         */
        StakingSettingsInput: {
            currencyId: number;
            balanceFrom: components["schemas"]["Money"];
            percentPerDay: components["schemas"]["Money"];
            taxPercent: components["schemas"]["Money"];
            considerTax: boolean;
            /** Format: date-time */
            beginTime: string;
            maxPercentPerDay: components["schemas"]["Money"];
            taxMode?: components["schemas"]["StakingTaxMode"];
        };
        StakingStats: {
            cumulativeBalance: components["schemas"]["Money"];
            cumulativeRewards: components["schemas"]["Money"];
            cumulativeTotalIncome: components["schemas"]["Money"];
            cumulativeMonthlyIncome: components["schemas"]["Money"];
            cumulativeDailyIncome: components["schemas"]["Money"];
            items: {
                currencyId: number;
                currencyTitle: string;
                balance: components["schemas"]["Money"];
                rewards: components["schemas"]["Money"];
                totalIncome: components["schemas"]["Money"];
                monthlyIncome: components["schemas"]["Money"];
                dailyIncome: components["schemas"]["Money"];
            }[];
        };
        /** @description Date filters are unix seconds (the end is usually the end of day, +86399 s). */
        StatsRange: {
            /** @description Unix seconds */
            dateFrom?: number;
            /** @description Unix seconds */
            dateTo?: number;
            currencyIdList?: number[];
            cumulativeCurrencyId?: number;
            period?: components["schemas"]["Period"];
        };
        Store: {
            id: number;
            /** Format: visible-text */
            name: string;
            logo: string | null;
            successUrl: string | null;
            failUrl: string | null;
            locale: components["schemas"]["Locale"];
            revenue: components["schemas"]["Money"];
            paymentSystems: number[];
            merchantId: number;
            merchantName: string | null;
            serviceMerchantId: number;
            status: components["schemas"]["StoreStatus"];
            /** Format: date-time */
            dateCreated: string;
        };
        /** @enum {string} */
        StoreStatus: "active" | "rejected" | "awaitingApproval" | "inactive";
        NotificationSendResult: {
            /** @constant */
            success: true;
            /** @description Recipients */
            affected: number;
            /** @description Messages handed to the mail transport */
            emailed: number;
            /**
             * @description Where mail goes
             * @enum {string}
             */
            via: "smtp" | "outbox";
        };
        SystemNotification: {
            id: number;
            /** @enum {string} */
            type: "system" | "technicalWork";
            version: string | null;
            needAuth: boolean;
            source: string | null;
            cmsId: string | null;
            text: components["schemas"]["LocalizedText"];
            isActive: boolean;
            /** Format: date-time */
            dateCreated: string;
        };
        SystemNotificationInput: {
            /** @enum {string} */
            type?: "system" | "technicalWork";
            version?: string | null;
            needAuth?: boolean;
            source?: string | null;
            cmsId?: string | null;
            text?: components["schemas"]["LocalizedText"];
            isActive?: boolean;
        };
        /** @description One table's layout in the admin's settings */
        TableLayout: {
            /** @description Keys of the columns the admin hid */
            hidden?: string[];
            /** @description Column widths in pixels the admin dragged, keyed by column */
            widths?: {
                [key: string]: number;
            };
        };
        /** @description Technical-work switches */
        TechnicalWork: {
            stopP2P: boolean;
            stopRegistration: boolean;
            stopTrade: boolean;
            stopTransactionConfirm: boolean;
            stopTransactions: boolean;
        };
        /** @description The technical-work switches to set; at least one, the others stay as they are */
        TechnicalWorkChange: {
            /** @description Stops P2P offers and deals */
            stopP2P?: boolean;
            /** @description Stops new users signing up */
            stopRegistration?: boolean;
            /** @description Stops spot trading (placing and matching orders) */
            stopTrade?: boolean;
            /** @description Stops users confirming their withdrawals */
            stopTransactionConfirm?: boolean;
            /** @description Stops deposits and withdrawals */
            stopTransactions?: boolean;
        };
        Trade: {
            id: number;
            marketId: number;
            orderId: number;
            userId: number;
            side: components["schemas"]["OrderSide"];
            price: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
            fee: components["schemas"]["Money"];
            /** Format: date-time */
            dateCreated: string;
            counterOrderId: number;
            counterUserId: number;
            marketTitle: string;
            userName: string;
        };
        TradingLimit: {
            period: components["schemas"]["LimitPeriod"];
            buyLimit: components["schemas"]["Money"];
            sellLimit: components["schemas"]["Money"];
            operationsCount: number;
        };
        TradingOptions: {
            baseCurrencyId: number;
            limits: components["schemas"]["TradingLimit"][];
        };
        TradingStatsRow: {
            marketId: number;
            baseCurrencyId: number;
            derivedCurrencyId: number;
            buyVolume: components["schemas"]["Money"];
            sellVolume: components["schemas"]["Money"];
            tradesCount: number;
            equivalentVolume: components["schemas"]["Money"];
        };
        /** @description A platform limit (spec 3 §3): per currency, verification level and operation type; amounts are decimal strings, null means no limit. */
        TransactionLimit: {
            id: number;
            currencyId: number;
            currencyTitle: string;
            verificationLevel: components["schemas"]["VerificationLevel"];
            operationType: components["schemas"]["LimitOperationType"];
            minAmount: components["schemas"]["PlatformLimitAmount"];
            maxAmount: components["schemas"]["PlatformLimitAmount"];
            dailyLimit: components["schemas"]["PlatformLimitAmount"];
            monthlyLimit: components["schemas"]["PlatformLimitAmount"];
            /** Format: date-time */
            dateUpdated: string;
        };
        /** @enum {string} */
        LimitOperationType: "deposit" | "withdrawal";
        /** @description Decimal string; null means no limit */
        PlatformLimitAmount: string | null;
        TransactionMethod: {
            id: number;
            /** @description Path of the icon under the v2 base (GET v2/Catalogue/GetIcon), or null */
            icon: string | null;
            iconId: number | null;
            payIn: components["schemas"]["TransactionMethodLimits"] | null;
            payOut: components["schemas"]["TransactionMethodLimits"] | null;
            /** @enum {string} */
            type: "deposit" | "withdrawal";
            provider: string;
            method: components["schemas"]["TransactionMethodKind"];
            currencyId: number;
            blockchain: string | null;
            token: string | null;
            amountMin: components["schemas"]["Money"];
            amountMax: components["schemas"]["Money"];
            feePercent: components["schemas"]["Money"];
            feeAbsolute: components["schemas"]["Money"];
            feeMin: components["schemas"]["Money"];
            feeMax: components["schemas"]["Money"];
            specialDecimals: number | null;
            defaultDecimals: number;
            rounding: string | null;
            additionalField: string | null;
            manualLimit: components["schemas"]["Money"] | null;
            isEnabled: boolean;
            sortId: number;
        };
        /** @description Transaction method fields to set. */
        TransactionMethodInput: {
            /** @enum {string} */
            type?: "deposit" | "withdrawal";
            provider?: string;
            method?: components["schemas"]["TransactionMethodKind"];
            currencyId?: number;
            blockchain?: string | null;
            token?: string | null;
            amountMin?: components["schemas"]["Money"];
            amountMax?: components["schemas"]["Money"];
            feePercent?: components["schemas"]["Money"];
            feeAbsolute?: components["schemas"]["Money"];
            feeMin?: components["schemas"]["Money"];
            feeMax?: components["schemas"]["Money"];
            specialDecimals?: number | null;
            defaultDecimals?: number;
            rounding?: string | null;
            additionalField?: string | null;
            manualLimit?: components["schemas"]["Money"] | null;
            isEnabled?: boolean;
            sortId?: number;
            payIn?: components["schemas"]["TransactionMethodLimits"] | null;
            payOut?: components["schemas"]["TransactionMethodLimits"] | null;
        };
        /** @description Limits and fees of pay-ins (deposits) or pay-outs (withdrawals) through a method: amount min <= max, fee min <= max; percent and absolute fees as decimals. */
        TransactionMethodLimits: {
            amountMin: components["schemas"]["Money"];
            amountMax: components["schemas"]["Money"];
            feePercent: components["schemas"]["Money"];
            feeAbsolute: components["schemas"]["Money"];
            feeMin: components["schemas"]["Money"];
            feeMax: components["schemas"]["Money"];
        };
        /** @enum {string} */
        TransactionMethodKind: "creditCard" | "advCash" | "code" | "manual" | "blockchain" | "admin" | "cryptomatFee" | "payment" | "internal";
        TransactionMethodStatusRow: {
            transactionMethodId: number;
            currencyId: number;
            provider: string;
            method: components["schemas"]["TransactionMethodKind"];
            balance: components["schemas"]["Money"];
            isEnabled: boolean;
        };
        TransactionStatsRow: {
            currencyId: number;
            currencyTitle: string;
            depositCount: number;
            depositAmount: components["schemas"]["Money"];
            withdrawalCount: number;
            withdrawalAmount: components["schemas"]["Money"];
            equivalentAmount?: components["schemas"]["Money"];
        };
        /**
         * @description Transaction status (spec 3 §4; allowed admin actions per status in docs/transaction-actions.md)
         * @enum {string}
         */
        TransactionStatus: "new" | "check" | "awaitingUserConfirmation" | "depositAwaiting" | "depositCompleted" | "withdrawalInQueue" | "withdrawalProcessing" | "withdrawalCompleted" | "returnStart" | "returnProcessing" | "returnCompleted" | "error" | "awaitingManualCheck" | "needContactSupport" | "adminCheck" | "adminProcessing" | "declined" | "cancelled" | "frozen" | "queue";
        TransactionStatusHistoryItem: {
            status: string;
            /** @description What happened: created, status, an admin action (processing, confirm, …, kytOk, kytReturn) or requisites */
            action: string;
            kytStatus: string | null;
            requisitesStatus: string | null;
            /** Format: date-time */
            dateCreated: string;
            adminId: number | null;
            adminEmail: string | null;
            comment: string | null;
        };
        /** @description Transactions settings; any transaction above antiFraudAmount goes to manual check by the super admin. */
        TransactionsSettings: {
            /** @description The threshold; null switches the anti-fraud check off */
            antiFraudAmount: components["schemas"]["LimitAmount"] | null;
            /** @description The currency the threshold is in (USD when null) */
            antiFraudCurrencyId: number | null;
        };
        TwoFaCode: {
            id: number;
            /** @description Code type (26 kinds: sign-in, withdrawal, password change…) */
            codeType: number;
            serviceType: components["schemas"]["NfaServiceType"];
            /** @description The code; null while it is unused and not expired */
            code: string | null;
            isUsed: boolean;
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            dateExpires: string;
            /** Format: date-time */
            dateUsed: string | null;
        };
        UploadOptions: {
            /** @description Bytes per file */
            fileLengthLimit: number;
            /** @description Bytes per upload */
            totalLengthLimit: number;
            fileCountLimit: number;
        };
        UserAction: {
            id: number;
            userId: number;
            action: string;
            ip: string | null;
            /** @enum {string|null} */
            clientType: "site" | "mobile" | "admin" | "cryptomat" | "undefined" | "payment" | null;
            /** Format: date-time */
            dateCreated: string;
            /** @description Action-specific data */
            details: {
                [key: string]: unknown;
            } | null;
        };
        UserAddress: {
            id: number;
            userId: number;
            currencyId: number;
            address: string;
            tag: string | null;
            network: string | null;
            /** Format: date-time */
            dateCreated: string;
        };
        UserApiClient: {
            id: number;
            name: string;
            /** @description Bit flags: deposit 2, withdrawal 4, trade 8, data 16, P2P trade 32, cryptomat 64 */
            claims: number;
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            lastUsedDate: string | null;
            /** @description Addresses the client may call from; empty means any */
            ipList: string[];
        };
        UserDetail: {
            id: number;
            userName: string;
            email: string;
            status: components["schemas"]["UserStatus"];
            userType: components["schemas"]["UserType"];
            roles: components["schemas"]["UserRole"][];
            locale: components["schemas"]["Locale"];
            /** Format: time-zone */
            timezone: string | null;
            identificator: string | null;
            /** Format: date-time */
            regDate: string;
            /** Format: date-time */
            lastLoginDate: string | null;
            /** Format: date-time */
            verificationRequestDate: string | null;
            verificationStatus: components["schemas"]["VerificationStatus"];
            isLocked: boolean;
            /** @description Locks in force */
            lockTypes: components["schemas"]["LockType"][];
            isBlocked: boolean;
            isDeleted: boolean;
            /** Format: date-time */
            dateDeleted: string | null;
            tagIds: number[];
            nfaList: components["schemas"]["NfaEntry"][];
            emailBodyType: components["schemas"]["EmailBodyType"];
        };
        UserDocument: {
            id: number;
            userId: number;
            /** @enum {string|null} */
            type: "passport" | "internationalPassport" | "driverLicense" | null;
            firstName: string | null;
            lastName: string | null;
            middleName: string | null;
            /** Format: date */
            birthday: string | null;
            country: string | null;
            city: string | null;
            address: string | null;
            citizenship: string | null;
            /** Format: date */
            documentExpireDate: string | null;
            documentIssuedBy: string | null;
            /** Format: date */
            documentIssuedDate: string | null;
            documentNumber: string | null;
            /** @enum {string|null} */
            gender: "unknown" | "male" | "female" | null;
            postalCode: string | null;
            isChecked: boolean;
            /** Format: date-time */
            dateCreated: string;
            files: components["schemas"]["UserFileRef"][];
        };
        UserFileRef: {
            userFileId: number;
            name: string;
            extension: string;
            contentType: string;
            /** @description Bytes */
            size: number;
        };
        UserFinanceRow: {
            currencyTitle: string;
            balanceOnWallets: components["schemas"]["Money"];
            /** @description The main wallets' balance minus balanceUser */
            diffBalance: components["schemas"]["Money"];
            userId: number;
            userName: string | null;
            currencyId: number;
            wallets: components["schemas"]["Wallet"][];
            balanceUser: components["schemas"]["Money"];
        };
        /** @description Extra filters of the users list; each is backed by an index. */
        UserListFilters: {
            isBlocked?: boolean;
            /** @description Users with (true) or without (false) a lock in force */
            isLocked?: boolean;
            /** @description Users with any of these locks in force */
            lockTypes?: components["schemas"]["LockType"][];
            /** @description Users having any of these roles */
            roles?: components["schemas"]["UserRole"][];
            /** Format: date-time */
            regDateFrom?: string;
            /** Format: date-time */
            regDateTo?: string;
        };
        UserListItem: {
            id: number;
            userName: string;
            email: string;
            /** Format: date-time */
            regDate: string;
            /** Format: date-time */
            lastLoginDate: string | null;
            /** Format: date-time */
            verificationRequestDate: string | null;
            status: components["schemas"]["UserStatus"];
            userType: components["schemas"]["UserType"];
            locale: components["schemas"]["Locale"];
            isBlocked: boolean;
            isLocked: boolean;
            /** @description Locks in force */
            lockTypes: components["schemas"]["LockType"][];
            roles: components["schemas"]["UserRole"][];
            nfaList: components["schemas"]["NfaEntry"][];
            tagIds: number[];
            /**
             * Format: date-time
             * @description Set in the deleted-users list
             */
            dateDeleted: string | null;
        };
        UserListPage: {
            items: components["schemas"]["UserListItem"][];
            /** @description Counted when getTotal is true (0 otherwise); with a search or filter at most 10,000 */
            total: number;
            /** @description True when more users match than total says (the count stopped at 10,000) */
            totalCapped: boolean;
        };
        /**
         * @description Assignable user role
         * @enum {string}
         */
        UserRole: "trader" | "merchant";
        /** @description With selectAll, the users an action applies to; the same fields as the users list (POST v2/User/GetUsers). */
        UserSelectionFilter: {
            filters?: components["schemas"]["UserListFilters"];
            userIdList?: number[];
            userTagList?: number[];
            searchString?: string;
            userName?: string;
        };
        /** @description Users sort; default field "default" (newest id first), descending. */
        UserSort: {
            /** @enum {string} */
            field: "default" | "regDate" | "lastLoginDate" | "verificationRequestDate";
            /** @default true */
            desc: boolean;
        };
        UserStakingStats: {
            userId: number;
            isEnabled: boolean;
            cumulativeBalance: components["schemas"]["Money"];
            cumulativeRewards: components["schemas"]["Money"];
            items: {
                currencyId: number;
                currencyTitle: string;
                balance: components["schemas"]["Money"];
                rewards: components["schemas"]["Money"];
                dailyIncome: components["schemas"]["Money"];
                monthlyIncome: components["schemas"]["Money"];
                totalIncome: components["schemas"]["Money"];
            }[];
        };
        /**
         * @description User status: 0 New, 1 Confirmed, 2 Verificated
         * @enum {integer}
         */
        UserStatus: 0 | 1 | 2;
        UserTag: {
            id: number;
            /** Format: visible-text */
            tagName: string;
            /** @description Colour, default grey #BDBDBD */
            color: string;
        };
        UserTransactionLimit: {
            id: number;
            userId: number;
            currencyId: number;
            currencyTitle: string;
            period: components["schemas"]["LimitPeriod"];
            /** @description Decimal string; null means no limit */
            depositLimit: string | null;
            /** @description Decimal string; null means no limit */
            withdrawalLimit: string | null;
            /** Format: date-time */
            dateUpdated: string;
        };
        /** @enum {string} */
        UserType: "regular" | "marketMaker" | "trader" | "vip" | "cryptomatMaster" | "aggregator" | "paymentMaster" | "swapTrader" | "admin" | "arbitrator";
        UsersStats: {
            totalUsers: number;
            newUsers: number;
            activeUsers: number;
            verifiedUsers: number;
            verificationRequests: number;
            warningAccounts: number;
        };
        VerificationInfo: {
            userId: number;
            status: components["schemas"]["VerificationStatus"];
            /** @enum {string} */
            verificationType: "manual" | "auto" | "manualAuto" | "autoManual";
            /** @enum {string|null} */
            autoVerificationStatus: "inQueue" | "inProcess" | "verified" | "rejected" | "needData" | "error" | null;
            autoProvider: string | null;
            /** Format: date-time */
            dateRequested: string | null;
            /** Format: date-time */
            dateUpdated: string | null;
            comment: string | null;
            /** @description The responses the transition table allows now */
            allowedResponses: components["schemas"]["VerificationResponse"][];
        };
        /** @enum {string} */
        VerificationLevel: "notVerified" | "verified" | "vip" | "individual";
        VerificationOptions: {
            /** @enum {string} */
            verificationType: "manual" | "auto" | "manualAuto" | "autoManual";
            autoProvider: string | null;
        } & {
            [key: string]: unknown;
        };
        VerificationRequest: {
            id: number;
            userId: number;
            userName: string;
            email: string;
            status: components["schemas"]["VerificationStatus"];
            /** @enum {string} */
            verificationType: "manual" | "auto" | "manualAuto" | "autoManual";
            /** @description Admin who last answered it */
            adminId: number | null;
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            dateUpdated: string | null;
        };
        /**
         * @description An admin's answer: verify, reject (the user may reapply), reject for good, ask for data, reset to unverified, send to the external service
         * @enum {string}
         */
        VerificationResponse: "verified" | "rejected" | "rejectedFinal" | "requiredData" | "reset" | "sendToExternal";
        /**
         * @description Verification status (the spec counts 7: unverified, in process, requires data, verified, rejected with reapply, rejected final, and external check)
         * @enum {string}
         */
        VerificationStatus: "unverified" | "inProcess" | "requiresData" | "verified" | "rejectedCanReapply" | "rejectedFinal" | "externalCheck";
        Wallet: {
            id: number;
            address: string;
            currencyId: number;
            balance: components["schemas"]["Money"];
            isMain: boolean;
        };
        WalletFinanceStatusRow: {
            currencyId: number;
            currencyTitle: string;
            balanceOnWallets: components["schemas"]["Money"];
            balanceUser: components["schemas"]["Money"];
            diffBalance: components["schemas"]["Money"];
        };
        /** @description The watermark image and logo as data: URLs (at most 1 MB each before encoding), null until uploaded. */
        Watermarks: {
            imageUrl: string | null;
            logoUrl: string | null;
            /** Format: date-time */
            imageUpdated: string | null;
            /** Format: date-time */
            logoUpdated: string | null;
        };
        ErrorDetail: {
            /** @description JSON pointer of the offending field, e.g. /email */
            path: string;
            message: string;
        };
        ErrorObject: {
            /** @description HTTP status, repeated in the body */
            status: number;
            /**
             * @description Error code (src/domain/errors.ts): 100 validation failed, 101 unauthorized (session expired), 102 action is not allowed (forbidden), 103 action is impossible (conflict with the current state), 104 not found, 115 wrong e-mail or password, 116 admin is blocked, 117 too many failed sign-in attempts, 125 authentication code required, 126 wrong authentication code, 130 password rule violated, 131 wrong current password, 500 unexpected error, 501 not implemented (message names the operation id)
             * @enum {integer}
             */
            code: 100 | 101 | 102 | 103 | 104 | 115 | 116 | 117 | 125 | 126 | 130 | 131 | 500 | 501;
            /** @description Stable camelCase constant naming the rule broken (src/domain/errorReasons.ts), e.g. userNameExists, languageNotAllowed, actionImpossible; defaults to the code's own name (validationFailed, notFound, unexpected…). Clients switch on it, never on the message. */
            reason: string;
            /** @description English text, also the i18n key */
            message: string;
            details?: components["schemas"]["ErrorDetail"][];
            /** @description Values interpolated into the message, e.g. minutes for code 117 */
            params?: {
                [key: string]: string | number;
            };
        };
        /** @description Error answer of the v2 and p2p services. */
        ErrorEnvelope: {
            error: components["schemas"]["ErrorObject"];
        };
        /**
         * @description Admin status: 0 admin, 1 super admin, 2 support, 3 arbitrator (a lower number is more privileged)
         * @enum {integer}
         */
        AdminStatus: 0 | 1 | 2 | 3;
        /**
         * @description Interface locale
         * @enum {string}
         */
        Locale: "en" | "ru" | "zh" | "es" | "et" | "tr";
        /** @description Plain success answer. */
        Success: {
            /** @constant */
            success: true;
        };
        /**
         * @description Language as the status call names it
         * @enum {string}
         */
        LanguageName: "En" | "Ru" | "Zh" | "Es" | "Et" | "Tr";
        /** @description Id of the created entity. */
        Created: {
            id: number;
        };
        /** @description Outcome flag every v1 answer carries; a missing or false Success is a failure. */
        V1Result: {
            Success: boolean;
            Error: string | null;
        };
        /** @description The answer (202) of a guarded operation the policy holds for a second admin: nothing moved, a withdrawal's amount is held */
        ApprovalRequired: {
            result?: components["schemas"]["V1Result"];
            /** @enum {string} */
            reason: "approvalRequired";
            approvalRequestId: number;
            /** @enum {string} */
            status: "pending";
            action: components["schemas"]["ApprovalAction"];
            amountUsd: string | null;
            thresholdUsd: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description A file attached to a chat message; download it with GetUserFile (UserFileId = id). */
        ChatFile: {
            id: number;
            name: string;
            extension: string;
        };
        /** @description Decimal amount as a string (never a JSON number), e.g. "-12.5", "0.00000001". */
        Money: string;
        /**
         * @description Chat member type: 0 customer, 1 system, 2 admin, 3 arbitrator (the list hides type 1)
         * @enum {integer}
         */
        ChatMemberType: 0 | 1 | 2 | 3;
        /** @description A line of a trade group chat: a customer's (userId), a staff member's (adminId; chatMemberType 2 admin or 3 arbitrator) or the system's (1). */
        GroupChatMessage: {
            id: number;
            chatId: number;
            userId: number | null;
            /** @description The customer's or the staff member's name */
            userName: string | null;
            /** @description The staff member who wrote it (or whose action a system line reports) */
            adminId: number | null;
            chatMemberType: components["schemas"]["ChatMemberType"];
            message: string;
            /** Format: date-time */
            dateCreated: string;
            files: components["schemas"]["ChatFile"][];
        };
        /** @description Fee parts: absolute amount, percent, minimum and maximum. */
        FeeParts: {
            absolute: components["schemas"]["Money"];
            percent: components["schemas"]["Money"];
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
        };
        /** @enum {string} */
        CurrencyType: "fiat" | "crypto";
        /**
         * @description Price-equivalent currency (default USD)
         * @enum {string}
         */
        EquivalentCurrencyTitle: "USD" | "EUR" | "RUB";
        Currency: {
            id: number;
            /** Format: visible-text */
            name: string;
            /** Format: visible-text */
            title: string;
            symbol: string;
            decimals: number;
            currencyType: components["schemas"]["CurrencyType"];
            sortId: number;
            isInUse: boolean;
            serviceFee: components["schemas"]["Money"];
            /** @description Explorer URL of a transaction, with a {txid} placeholder */
            urlTx: string | null;
            /** @description Explorer URL of an address, with an {address} placeholder */
            urlAddress: string | null;
            /** @description Payment method ids */
            paymentMethods: number[];
            /** @description Path of the currency's icon under the v2 base (GET v2/Catalogue/GetIcon), or null */
            icon?: string | null;
            /** @description Id of the icon for GET v2/Catalogue/GetIcon */
            iconId?: number | null;
            equivalentCurrencyTitle?: components["schemas"]["EquivalentCurrencyTitle"];
            /** @description CoinMarketCap id */
            cmcId?: number | null;
            aliases?: string[];
            isPopular?: boolean;
            isCheapFee?: boolean;
            useInWallet?: boolean;
            useInP2P?: boolean;
        };
        /** @description Currency fields to create or change. */
        CurrencyInput: {
            /** Format: visible-text */
            name?: string;
            /** Format: visible-text */
            title?: string;
            symbol?: string;
            decimals?: number;
            currencyType?: components["schemas"]["CurrencyType"];
            sortId?: number;
            isInUse?: boolean;
            serviceFee?: components["schemas"]["Money"];
            urlTx?: string | null;
            urlAddress?: string | null;
            paymentMethods?: number[];
            /** @description Sent when no payment methods are chosen */
            clearPaymentMethods?: boolean;
            equivalentCurrencyTitle?: components["schemas"]["EquivalentCurrencyTitle"];
            /** @description CoinMarketCap id (the currencies list refuses 0 and below) */
            cmcId?: number | null;
            aliases?: string[];
            isPopular?: boolean;
            isCheapFee?: boolean;
            useInWallet?: boolean;
            useInP2P?: boolean;
        };
        /**
         * @description Requisite check mark: new (unmarked), approved, problematic
         * @enum {string}
         */
        RequisiteStatus: "new" | "approved" | "problematic";
        /** @enum {string} */
        PaymentCategory: "cash" | "bankTransfer" | "crypto" | "eWallets" | "none";
        /** @enum {string} */
        PaymentMethodStatus: "enabled" | "disabled" | "deleted";
        UserSearchItem: {
            userId: number;
            userName: string | null;
            email?: string;
        };
        /** @enum {string} */
        ReportType: "TotalBalances" | "Users" | "chats" | "Transactions" | "Operations" | "Trades" | "Orders" | "UserActions" | "ReferralProgramIncomes" | "StakingLogs" | "BalancesInfo" | "P2pDeals" | "P2pOffers";
        /**
         * @example {
         *       "type": "Transactions",
         *       "filters": {
         *         "statusList": [
         *           "depositCompleted"
         *         ]
         *       },
         *       "dateFrom": "2026-11-01",
         *       "dateTo": "2026-11-21"
         *     }
         */
        ReportInput: {
            type: components["schemas"]["ReportType"];
            /** @description The list filters of the report type (src/domain/reports.ts REPORT_FILTERS); empty values are dropped, an unknown filter is refused */
            filters?: {
                [key: string]: unknown;
            };
            /** @description yyyy-mm-dd or an ISO date-time; the period start */
            dateFrom?: string | null;
            /** @description yyyy-mm-dd (the whole day) or an ISO date-time; the period end */
            dateTo?: string | null;
            /** @description Users with these tags are left out; dev, test and bot by default */
            ignoredUserTags?: ("dev" | "test" | "bot")[];
            /** @default 1000000 */
            limit: number;
        };
        /** @enum {string} */
        ReportStatus: "new" | "inProgress" | "completed" | "error";
        /**
         * @description A report job and, once completed, its CSV file (statuses new, inProgress, completed, error).
         * @example {
         *       "id": 12,
         *       "type": "Transactions",
         *       "status": "completed",
         *       "adminId": 1,
         *       "dateCreated": "2026-11-22T10:00:00.000Z",
         *       "dateStarted": "2026-11-22T10:00:01.000Z",
         *       "dateCompleted": "2026-11-22T10:00:03.000Z",
         *       "fileName": "Report Transactions 2026-11-22.csv",
         *       "error": null,
         *       "filters": {
         *         "statusList": [
         *           "depositCompleted"
         *         ]
         *       },
         *       "dateFrom": "2026-11-01T00:00:00.000Z",
         *       "dateTo": "2026-11-21T23:59:59.999Z",
         *       "rowCount": 5312,
         *       "excludedRows": 41,
         *       "rowLimit": 1000000,
         *       "mailedVia": "smtp"
         *     }
         */
        Report: {
            id: number;
            type: components["schemas"]["ReportType"];
            status: components["schemas"]["ReportStatus"];
            adminId: number;
            /** Format: date-time */
            dateCreated: string;
            /**
             * Format: date-time
             * @description When a worker first took the job
             */
            dateStarted: string | null;
            /** Format: date-time */
            dateCompleted: string | null;
            /** @description "Report {type} {date}.csv" once completed */
            fileName: string | null;
            error: string | null;
            /** @description The list filters the report was ordered with */
            filters: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            dateFrom: string | null;
            /** Format: date-time */
            dateTo: string | null;
            /** @description Rows written so far while in progress; the file's rows once completed */
            rowCount: number | null;
            /** @description Rows left out because their users carry an ignored tag (dev, test, bot), once completed */
            excludedRows: number | null;
            rowLimit: number;
            /**
             * @description Where the admin's e-mail notice goes once the report finished; outbox means no SMTP server is configured and the message was written to the server's outbox folder
             * @enum {string|null}
             */
            mailedVia: "smtp" | "outbox" | null;
        };
    };
    responses: {
        /** @description Validation failed (code 100) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing, expired or revoked access token (code 101); the console ends the session */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Action is not allowed for this admin status (code 102) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not found (code 104) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Action is impossible in the current state (code 103) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Four-eyes policy: the action waits for a second admin (reason approvalRequired); nothing moved yet, a withdrawal's amount is held */
        ApprovalRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApprovalRequired"];
            };
        };
    };
    parameters: {
        /**
         * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
         *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
         *     and moves no money; the same key with a different request, or for another operation, answers 409
         *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "POST Login/SignIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @description Six-digit TOTP code; required when the admin has 2FA enabled (code 125 otherwise) */
                    authCode?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque token (32 random bytes, base64url); send it in X-Auth-Token */
                        accessToken: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Validation failed (100), wrong e-mail or password (115), authentication code required (125) or wrong authentication code (126) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Admin is blocked (116) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed sign-in attempts (117; params.minutes says how long to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "POST Login/GetCurrentAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentAdmin"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Login/Logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET User/GetAdmins": {
        parameters: {
            query?: {
                Limit?: number;
                Offset?: number;
                GetTotal?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Admin"][];
                        /** @description Present when GetTotal is true */
                        total?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT Login/UpdateAdminSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settings: components["schemas"]["AdminSettingsPatch"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Options/GetStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        languageList: components["schemas"]["LanguageName"][];
                        /** Format: date-time */
                        serverTime: string;
                        version: string;
                        technicalWork: components["schemas"]["TechnicalWork"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Login/ChangePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    /** @description At least one digit, one lowercase and one uppercase Latin letter, no spaces (checked by the server: code 130) */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Validation failed (100), password rule violated (130) or wrong current password (131) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST User/GetUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: components["schemas"]["UserListFilters"];
                    sort?: components["schemas"]["UserSort"];
                    /** @default 0 */
                    offset?: number;
                    /**
                     * @description Page size: 20, 50 or 100 on screen; up to 1000 for inner loads
                     * @default 20
                     */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    userIdList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: components["schemas"]["UserListFilters"];
                    sort?: components["schemas"]["UserSort"];
                    /** @default 0 */
                    offset?: number;
                    /**
                     * @description Page size: 20, 50 or 100 on screen; up to 1000 for inner loads
                     * @default 20
                     */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    userIdList?: number[];
                    /** @description Users having any of these tags */
                    userTagList?: number[];
                    searchString?: string;
                    /** @description Exact user name (case-insensitive) */
                    userName?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetDeletedUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    searchString?: string;
                    sort?: components["schemas"]["UserSort"];
                    userIdList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/User/CreateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    userName: string;
                    password: string;
                    locale?: components["schemas"]["Locale"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            /** @description Validation failed (100, e.g. the user-name rule) or password rule violated (130) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description UserName already exists, or the e-mail is in use (103) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "PUT v2/User/RemoveUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UsersLock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    lockType: components["schemas"]["LockType"];
                    /** @description Lock duration; null or absent: until unlocked */
                    minutes?: number | null;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UsersUnlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    lockType?: components["schemas"]["LockType"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UsersBlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UsersUnblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/AddUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    role?: components["schemas"]["UserRole"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/RemoveUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    role?: components["schemas"]["UserRole"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/User/GetUserTags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserTag"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/AddUserTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: visible-text */
                    tagName: string;
                    /** @default #BDBDBD */
                    color?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A tag with the same name already exists (103) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "PUT v2/User/EditUserTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tagId: number;
                    /** Format: visible-text */
                    tagName?: string;
                    color?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A tag with the same name already exists (103) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "PUT v2/User/DeleteUserTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tagId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/User/AddTagsToUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    tagIdList: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/RemoveTagsFromUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    tagIdList: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UpdateUserLocalizationSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    locale: components["schemas"]["Locale"];
                    /**
                     * Format: time-zone
                     * @description IANA time zone name, e.g. Europe/Tallinn; null clears it
                     */
                    timezone?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST User/ChangeUserPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @description 8 to 64 characters, at least one digit, one lowercase and one uppercase Latin letter, no spaces (code 130 otherwise) */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Validation failed (100) or password rule violated (130) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/Transaction/UpdateUserTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    currencyId: number;
                    period: components["schemas"]["LimitPeriod"];
                    depositLimit?: components["schemas"]["LimitAmount"] | null;
                    withdrawalLimit?: components["schemas"]["LimitAmount"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTransactionLimit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/Transaction/DeleteUserTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    currencyId: number;
                    period?: components["schemas"]["LimitPeriod"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Transaction/GetUserTransactionLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserTransactionLimit"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/User/GetUserDocuments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList: number[];
                    /** @default 0 */
                    offset?: number;
                    /** @default 1000 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserDocument"][];
                        /** @description Counted when getTotal is true; otherwise the number of items */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET User/GetVerificationInfo": {
        parameters: {
            query: {
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/User/CheckUserDocument": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    documentId?: number;
                    response: components["schemas"]["VerificationResponse"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The verification after the move */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET User/GetUserFile": {
        parameters: {
            query: {
                UserFileId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the type it was stored with (chat files and document scans are images) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/heif": string;
                    "image/heic": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Verification/GetVerificationRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    userIdList?: number[];
                    statusList?: components["schemas"]["VerificationStatus"][];
                    /** @description Unix seconds (creation date) */
                    dateFrom?: number;
                    /** @description Unix seconds (creation date) */
                    dateTo?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "dateUpdated";
                        /** @default true */
                        desc?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VerificationRequest"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST User/GetUserLockHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["LockHistoryItem"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/User/GetUserIpWhiteList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["IpWhitelistEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/User/AddIpToWhitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @description IPv4 or IPv6 address */
                    ip: string;
                };
            };
        };
        responses: {
            /** @description The new entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpWhitelistEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/DeleteIpFromWhitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @description IPv4 or IPv6 address */
                    ip: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/User/ClearIpWhitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK; affected is the number of addresses removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/User/GetUserNfaHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["NfaHistoryItem"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST User/ManageUser2Fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    serviceType: components["schemas"]["NfaServiceType"];
                    isEnabled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/DisableUser2Fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    serviceType: components["schemas"]["NfaServiceType"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/User/GetUserActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserAction"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST User/Get2FaCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TwoFaCode"][];
                        /** @description ceil(total / limit) */
                        pages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET User/GetUserNotificationSettings": {
        parameters: {
            query: {
                UserId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notificationList: components["schemas"]["NotificationSetting"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST User/UpdateUserNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    commands: {
                        notification: components["schemas"]["NotificationType"];
                        service: components["schemas"]["NotificationChannel"];
                        ignore: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK; affected is the number of settings that changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/User/UpdateUserEmailBodyType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    emailBodyType: components["schemas"]["EmailBodyType"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/User/GetUserApiClients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserApiClient"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Communication/GetPublicChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    userId?: number;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated";
                        /** @default true */
                        desc?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PublicChatMessage"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Communication/GetPrivateChats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PrivateChat"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Communication/GetPrivateChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversationId: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 1000 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated";
                        /** @default true */
                        desc?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PrivateChatMessage"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/Communication/EditPublicChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageId: number;
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Communication/DeletePublicChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageIdList: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Communication/DeletePrivateChat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversationId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Communication/DeletePrivateChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Communication/EditPrivateChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageId: number;
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/GetTransactionStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    currencyIdList?: number[];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionStatsRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET api/bo/User/GetGroupChatMessagesDetail": {
        parameters: {
            query: {
                GroupChatId: number;
                Offset?: number;
                Limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["GroupChatMessage"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST api/bo/User/SendGroupChatMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    GroupChatId: number;
                    Message?: string;
                    Files?: string[];
                };
            };
        };
        responses: {
            /** @description The message written */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupChatMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET api/bo/User/GetUserFile": {
        parameters: {
            query: {
                UserFileId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the type it was stored with (chat files and document scans are images) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/heif": string;
                    "image/heic": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/Options/GetBannerOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Options/UpdateGlobalBannersOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isBannersEnabled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Options/CreateBannerOption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    position: number;
                    link?: string;
                    /** @description One image file (jpeg, jpg, png, heif, heic), at most 1 MB, checked by its content */
                    File: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Options/UpdateBannerOption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    position: number;
                    link?: string;
                    /** @description One image file (jpeg, jpg, png, heif, heic), at most 1 MB, checked by its content */
                    File?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Options/DeleteBannerOption": {
        parameters: {
            query: {
                position: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Marketplace/stores": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                getTotal?: boolean;
                merchantId?: number;
                status?: components["schemas"]["StoreStatus"];
                /** @description A store id, or a part of the store's or the merchant's name (case-insensitive) */
                searchString?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Store"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Marketplace/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "status": "active",
                 *       "successUrl": "https://shop.example.com/paid",
                 *       "failUrl": "https://shop.example.com/failed",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    id: number;
                    status?: components["schemas"]["StoreStatus"];
                    /** Format: visible-text */
                    name?: string;
                    successUrl?: string | null;
                    failUrl?: string | null;
                    locale?: components["schemas"]["Locale"];
                    paymentSystems?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Marketplace/inventory": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                getTotal?: boolean;
                storeId?: number;
                status?: "active" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Marketplace/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "price": "19.99",
                 *       "stock": 40,
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    id: number;
                    /** Format: visible-text */
                    name?: string;
                    price?: components["schemas"]["Money"];
                    stock?: number;
                    category?: string | null;
                    /** @enum {string} */
                    status?: "active" | "archived";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Marketplace/invoices": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                getTotal?: boolean;
                storeId?: number;
                status?: components["schemas"]["InvoiceStatus"][];
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds */
                dateTo?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Invoice"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Marketplace/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "status": "issue",
                 *       "commentForAdmin": "Customer reports the parcel never arrived",
                 *       "commentForUser": "We are looking into your order"
                 *     }
                 */
                "application/json": {
                    id: number;
                    status?: components["schemas"]["InvoiceStatus"];
                    commentForAdmin?: string | null;
                    commentForUser?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Marketplace/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/Merchant/order/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MerchantTransaction"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/Merchant/transaction": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                serviceMerchantId?: number;
                status?: "new" | "processing" | "validate" | "completed" | "error";
                type?: "deposit" | "withdrawal" | "return" | "convert";
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds */
                dateTo?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MerchantTransaction"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Merchant/Payments/transactions": {
        parameters: {
            query: {
                serviceMerchantId: number;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            items: components["schemas"]["MerchantTransaction"][];
                        };
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Merchant/fee": {
        parameters: {
            query?: {
                ignoreIndividual?: boolean;
                serviceMerchantId?: number;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MerchantFee"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Merchant/fee/{serviceMerchantId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceMerchantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyId: number;
                    method: string;
                    provider: string;
                    deposit?: components["schemas"]["FeeParts"];
                    withdrawal?: components["schemas"]["FeeParts"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/fee/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: the deposit part, false: the withdrawal part */
                    deposit: boolean;
                    currency: string;
                    Provider: string;
                    Method: string;
                    serviceMerchantId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Merchant/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["NamedItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Merchant/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            /** Format: visible-text */
                            title: string;
                            /** Format: visible-text */
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Options/GetChatOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Options/UpdateChatOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatOptions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET Market/GetCurrencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Currency"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Market/GetCurrencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isInUse?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Currency"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Market/GetMarkets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: {
                        baseCurrencyId?: number;
                        derivedCurrencyId?: number;
                        isEnabled?: boolean;
                    };
                    sort?: {
                        /** @enum {string} */
                        field: "id" | "sortId" | "dateCreated";
                        desc: boolean;
                    };
                    offset: number;
                    limit: number;
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Market"][];
                        total: number;
                        cumulativeCurrencyId: number;
                        cumulativeCurrencyTitle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Market/GetMarkets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Market"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Market/CreateMarket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "baseCurrencyId": 12,
                 *       "derivedCurrencyId": 9,
                 *       "orderAmountLimit": {
                 *         "min": "0.001",
                 *         "max": "500"
                 *       },
                 *       "minOrderPrice": "0.01",
                 *       "sortId": 20,
                 *       "isEnabled": true,
                 *       "individualLimitsType": "none"
                 *     }
                 */
                "application/json": {
                    baseCurrencyId: number;
                    derivedCurrencyId: number;
                    orderAmountLimit: components["schemas"]["MarketOrderAmountLimit"];
                    minOrderPrice: components["schemas"]["Money"];
                    sortId?: number;
                    isEnabled?: boolean;
                    /**
                     * @description Whose individual limits override the market's: none, per user or per user tag.
                     * @enum {string}
                     */
                    individualLimitsType?: "none" | "user" | "userTag";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Market"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Market/EditMarket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "orderAmountLimit": {
                 *         "min": "0.0001",
                 *         "max": "100"
                 *       },
                 *       "minOrderPrice": "0.01"
                 *     }
                 */
                "application/json": {
                    id: number;
                    baseCurrencyId?: number;
                    derivedCurrencyId?: number;
                    orderAmountLimit?: components["schemas"]["MarketOrderAmountLimit"];
                    minOrderPrice?: components["schemas"]["Money"];
                    sortId?: number;
                    isEnabled?: boolean;
                    /**
                     * @description Whose individual limits override the market's: none, per user or per user tag.
                     * @enum {string}
                     */
                    individualLimitsType?: "none" | "user" | "userTag";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Market"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Market/EditCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["CurrencyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Currency"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Market/GetRates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "baseCurrencyId": 12
                 *     }
                 */
                "application/json": {
                    baseCurrencyId?: number;
                    derivedCurrencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            baseCurrencyId: number;
                            derivedCurrencyId: number;
                            rate: components["schemas"]["Money"];
                            /** Format: date-time */
                            dateUpdated: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Market/CreateCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: visible-text */
                    name: string;
                    /** Format: visible-text */
                    title: string;
                    currencyType: components["schemas"]["CurrencyType"];
                } & components["schemas"]["CurrencyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Currency"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Market/EditCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["CurrencyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Currency"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Market/SetCurrencyIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    currencyId: number;
                    /** @description One image file (jpeg, jpg, png, heif, heic), at most 1 MB */
                    File: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Market/DeleteCurrencyIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET Options/GetTradingOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradingOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Options/UpdateTradingOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TradingOptions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradingOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Options/GetReferralOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Options/UpdateReferralOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralOptions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Options/GetExchangeOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Options/UpdateExchangeOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeOptions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET Options/GetEmailOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Options/UpdateEmailOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailOptions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET Options/GetVerificationOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Options/UpdateVerificationOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationOptions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET Options/GetUploadOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Options/UpdateUploadOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadOptions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET Options/GetTransactionsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Options/UpdateTransactionsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionsSettings"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsSettings"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Options/UpdateTechnicalWork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stopTrade": true
                 *     }
                 */
                "application/json": components["schemas"]["TechnicalWorkChange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "stopP2P": false,
                     *       "stopRegistration": false,
                     *       "stopTrade": true,
                     *       "stopTransactionConfirm": false,
                     *       "stopTransactions": false
                     *     }
                     */
                    "application/json": components["schemas"]["TechnicalWork"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/System/GetWatermarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watermarks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/System/UploadWatermarkImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description One image file (jpeg, jpg, png, heif, heic), at most 1 MB */
                    File: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watermarks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/System/UploadWatermarkLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description One image file (jpeg, jpg, png, heif, heic), at most 1 MB */
                    File: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watermarks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Trading/GetOperations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "side": "out",
                 *       "statusList": [
                 *         "adminProcessing"
                 *       ],
                 *       "currencyIdList": [
                 *         8
                 *       ],
                 *       "createdFrom": 1763596800,
                 *       "createdTo": 1763769599,
                 *       "offset": 0,
                 *       "limit": 100,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    idList?: number[];
                    side?: components["schemas"]["OperationSide"];
                    operationTypeList?: components["schemas"]["OperationType"][];
                    userIdList?: number[];
                    /** @description Transaction statuses (spec 3 §4) */
                    statusList?: components["schemas"]["TransactionStatus"][];
                    currencyIdList?: number[];
                    kytStatusList?: components["schemas"]["KytStatus"][];
                    /** @description Unix seconds */
                    createdFrom?: number;
                    /** @description Unix seconds, inclusive (the console sends the end of the day, +86399 s) */
                    createdTo?: number;
                    /** @description Sort field and direction (dateCreated descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "id" | "amount";
                        /** @default true */
                        desc?: boolean;
                    };
                    /** @default 0 */
                    offset?: number;
                    /** @default 100 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Operation"][];
                        total: number;
                        /** @description True when a filtered count stopped at the cap (show 10,000+) */
                        totalCapped?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Trading/GetOperation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Trading/GetOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "marketId": 1,
                 *       "statusList": [
                 *         "new",
                 *         "partiallyFilled"
                 *       ],
                 *       "sort": {
                 *         "field": "dateCreated",
                 *         "desc": true
                 *       },
                 *       "offset": 0,
                 *       "limit": 20,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    userIdList?: number[];
                    orderIdList?: number[];
                    tradeIdList?: number[];
                    marketId?: number;
                    side?: components["schemas"]["OrderSide"];
                    typeList?: components["schemas"]["OrderType"][];
                    statusList?: components["schemas"]["OrderStatus"][];
                    /** @description Unix seconds */
                    createdFrom?: number;
                    /** @description Unix seconds */
                    createdTo?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "id";
                        /** @default true */
                        desc?: boolean;
                    };
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Order"][];
                        /** @description true when total stopped at the cap (10,000) of a filtered count */
                        totalCapped?: boolean;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Trading/GetTrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderIdList": [
                 *         15
                 *       ],
                 *       "offset": 0,
                 *       "limit": 1000
                 *     }
                 */
                "application/json": {
                    userIdList?: number[];
                    orderIdList?: number[];
                    marketId?: number;
                    /** @description Unix seconds */
                    createdFrom?: number;
                    /** @description Unix seconds */
                    createdTo?: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Trade"][];
                        totalCapped?: boolean;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT Trading/CancelOrder": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": 15
                 *     }
                 */
                "application/json": {
                    /** @description The order to cancel; without it the request would cancel all orders, which is refused */
                    orderId?: number;
                    /** @description When given, the order must belong to this user */
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Trading/GetOrderBook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "marketId": 1,
                 *       "depth": 100
                 *     }
                 */
                "application/json": {
                    marketId: number;
                    /**
                     * @description Price levels per side
                     * @default 100
                     */
                    depth?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderBook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Trading/GetBalanceInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    cumulativeCurrencyId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["BalanceInfoRow"][];
                        total: number;
                        userId: number;
                        cumulativeCurrencyId: number;
                        cumulativeCurrencyTitle: string;
                        availableFunds: components["schemas"]["Money"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Trading/GetCumulativeBalances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyIdList?: number[];
                    cumulativeCurrencyId?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "cumulativeBalance" | "availableFunds" | "userId";
                        /** @default true */
                        desc?: boolean;
                    };
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CumulativeBalanceRow"][];
                        total: number;
                        cumulativeCurrencyId: number;
                        cumulativeCurrencyTitle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST Trading/UserFinanceFileterSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyIdList?: number[];
                    /** @default 20 */
                    limit?: number;
                    /** @default true */
                    sortDesc?: boolean;
                    /** @default 0 */
                    offset?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userFinanceList: components["schemas"]["UserFinanceRow"][];
                        pages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Trading/GetIndividualSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": 5
                 *     }
                 */
                "application/json": {
                    userId?: number;
                    userTagList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["IndividualSetting"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Transaction/GetCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 100 */
                    limit?: number;
                    statusList?: components["schemas"]["CodeStatus"][];
                    userId?: number;
                    currencyId?: number;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: components["schemas"]["Code"][];
                        pages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Transaction/GetTransactionMethod": {
        parameters: {
            query: {
                TransactionMethodId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST Transaction/GetTransactionStatusHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionStatusHistoryItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT Transaction/AdminProcessingTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/AdminConfirmTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/AdminCompleteTransaction": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCommentActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/AdminCancelTransaction": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/AdminDeclineTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCommentActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/AdminNeedContactTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/AdminCheckTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/AdminCancelCompletedDeposit": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/KYTOk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/KYTReturn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/UpdateTransactionRequisites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionId: number;
                    requisitesStatus: components["schemas"]["RequisiteStatus"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/AdminDeposit": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    currencyId: number;
                    amount: components["schemas"]["Money"];
                    balanceType?: components["schemas"]["BalanceType"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["V1Result"];
                        transactionId?: number;
                        /** @description The refusal when result.Success is false (its reason: currencyDisabled, insufficientBalance) */
                        error?: components["schemas"]["ErrorObject"];
                    };
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/AdminWithdrawal": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    currencyId: number;
                    amount: components["schemas"]["Money"];
                    balanceType?: components["schemas"]["BalanceType"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["V1Result"];
                        transactionId?: number;
                        /** @description The refusal when result.Success is false (its reason: currencyDisabled, insufficientBalance) */
                        error?: components["schemas"]["ErrorObject"];
                    };
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/GetUserAddressList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    currencyId?: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserAddress"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Transaction/GetTransactionLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cumulativeCurrency": true,
                 *       "adminId": 1
                 *     }
                 */
                "application/json": {
                    cumulativeCurrency?: boolean;
                    adminId?: number;
                    currencyId?: number;
                    verificationLevel?: components["schemas"]["VerificationLevel"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionLimit"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Transaction/UpdateTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currencyId": 1,
                 *       "verificationLevel": "verified",
                 *       "operationType": "withdrawal",
                 *       "minAmount": "10",
                 *       "maxAmount": "5000",
                 *       "dailyLimit": "10000",
                 *       "monthlyLimit": "100000"
                 *     }
                 */
                "application/json": {
                    currencyId: number;
                    verificationLevel: components["schemas"]["VerificationLevel"];
                    operationType: components["schemas"]["LimitOperationType"];
                    minAmount?: components["schemas"]["PlatformLimitAmount"];
                    maxAmount?: components["schemas"]["PlatformLimitAmount"];
                    dailyLimit?: components["schemas"]["PlatformLimitAmount"];
                    monthlyLimit?: components["schemas"]["PlatformLimitAmount"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionLimit"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/DeleteTransactionLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET Transaction/GetPaymentMethods": {
        parameters: {
            query?: {
                Limit?: number;
                Offset?: number;
                GetTotal?: boolean;
                Category?: components["schemas"]["PaymentCategory"];
                Status?: components["schemas"]["PaymentMethodStatus"];
                CountryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PaymentMethod"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Transaction/EditPaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["PaymentMethodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/CreatePaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: visible-text */
                    name: string;
                    category: components["schemas"]["PaymentCategory"];
                } & components["schemas"]["PaymentMethodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/DeletePaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/SetPaymentMethodIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    paymentMethodId: number;
                    /** @description One image file (jpeg, jpg, png, heif, heic), at most 1 MB */
                    File: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET Transaction/GetCountries": {
        parameters: {
            query?: {
                Limit?: number;
                Offset?: number;
                GetTotal?: boolean;
                SearchString?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Country"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Transaction/GetCities": {
        parameters: {
            query?: {
                CountryId?: number;
                Limit?: number;
                Offset?: number;
                GetTotal?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["City"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Transaction/GetCountryPaymentMethods": {
        parameters: {
            query?: {
                CountryId?: number;
                PaymentMethodId?: number;
                Limit?: number;
                Offset?: number;
                GetTotal?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CountryPaymentMethod"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Transaction/CreateCountryPaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryId: number;
                    paymentMethodId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/DeleteCountryPaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryId: number;
                    paymentMethodId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/CreatePaymentMethodField": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethodId: number;
                    /** Format: visible-text */
                    name: string;
                    target?: string | null;
                    regex?: string | null;
                    isRequired?: boolean;
                    isMultiline?: boolean;
                    isUniqueRequired?: boolean;
                    /** @enum {string} */
                    fieldType: "boolean" | "integer" | "text" | "multilineText";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/DeletePaymentMethodField": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/EditPaymentMethodField": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** Format: visible-text */
                    name?: string;
                    target?: string | null;
                    regex?: string | null;
                    isRequired?: boolean;
                    isMultiline?: boolean;
                    isUniqueRequired?: boolean;
                    /** @enum {string} */
                    fieldType?: "boolean" | "integer" | "text" | "multilineText";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/CreateCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: visible-text */
                    name: string;
                    iso2: string;
                    iso3: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/CreateCity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryId: number;
                    /** Format: visible-text */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/EditCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** Format: visible-text */
                    name?: string;
                    iso2?: string;
                    iso3?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/DeleteCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/EditCity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** Format: visible-text */
                    name?: string;
                    countryId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/DeleteCity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/GetTransactionMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    /** @enum {string} */
                    type?: "deposit" | "withdrawal";
                    currencyId?: number;
                    method?: components["schemas"]["TransactionMethodKind"];
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "sortId" | "id";
                        /** @default true */
                        desc?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionMethod"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Transaction/CreateTransactionMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "deposit" | "withdrawal";
                    provider: string;
                    method: components["schemas"]["TransactionMethodKind"];
                    currencyId: number;
                } & components["schemas"]["TransactionMethodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/EditTransactionMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["TransactionMethodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/DeleteTransactionMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT Transaction/DeleteTransactionMethodIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionMethodId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/SetTransactionMethodIcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    transactionMethodId: number;
                    /** @description One image file (jpeg, jpg, png, heif, heic), at most 1 MB */
                    File: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Transaction/GetCryptoCurrencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CryptoCurrency"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Transaction/GetCryptoTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    cryptoCurrencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CryptoToken"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Transaction/CreateCryptoCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: visible-text */
                    name: string;
                    /** Format: visible-text */
                    title: string;
                } & components["schemas"]["CryptoCurrencyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoCurrency"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Transaction/CreateCryptoToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: visible-text */
                    name: string;
                    /** Format: visible-text */
                    title: string;
                    cryptoCurrencyId: number;
                } & components["schemas"]["CryptoTokenInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/EditCryptoCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["CryptoCurrencyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoCurrency"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/DeleteCryptoCurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/EditCryptoToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["CryptoTokenInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/DeleteCryptoToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Transaction/GetNetworks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "offset": 0,
                 *       "limit": 20,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                    searchString?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Network"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Transaction/CreateNetwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uniqueId": "TRC20",
                 *       "addressRegex": "^T[1-9A-HJ-NP-Za-km-z]{33}$",
                 *       "transactionUrl": "https://tronscan.org/#/transaction/{txid}",
                 *       "addressUrl": "https://tronscan.org/#/address/{address}"
                 *     }
                 */
                "application/json": {
                    uniqueId: string;
                } & components["schemas"]["NetworkInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Network"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/EditNetwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "tagName": "Memo",
                 *       "tagMultiline": false
                 *     }
                 */
                "application/json": {
                    id: number;
                } & components["schemas"]["NetworkInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Network"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Transaction/DeleteNetwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Catalogue/GetIcon": {
        parameters: {
            query: {
                /** @example 1 */
                IconId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with its own content type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/mw/Multiwallet/GetTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MultiwalletToken"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/mw/Multiwallet/AddToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyId: number;
                    /** Format: visible-text */
                    name: string;
                    network: string;
                } & components["schemas"]["MultiwalletTokenInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/mw/Multiwallet/EditToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["MultiwalletTokenInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Multiwallet/GetFinanceStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyIdList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WalletFinanceStatusRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Multiwallet/UpdateWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    walletId: number;
                    isMain?: boolean;
                    address?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Multiwallet/DeleteWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    walletId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Finance/GetFinanceStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsRange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["FinanceStatusRow"][];
                        cumulativeCurrencyId: number;
                        cumulativeCurrencyTitle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetTransactionMethodsStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsRange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionMethodStatusRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetGrossProfit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsRange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrossProfit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetGrossProfitFull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsRange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrossProfit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetStakingStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsRange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StakingStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetStakingStatsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    period?: components["schemas"]["Period"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    currencyIdList?: number[];
                    /** @description Values in this currency (USD by default) */
                    cumulativeCurrencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetTradingStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsRange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TradingStatsRow"][];
                        total: number;
                        cumulativeCurrencyTitle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetTransactionStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    currencyIdList?: number[];
                    cumulativeCurrencyId?: number;
                    /** @description Only these method types (the codes/internal view) */
                    includeMethodTypes?: components["schemas"]["TransactionMethodKind"][];
                    /** @description All but these method types */
                    excludeMethodTypes?: components["schemas"]["TransactionMethodKind"][];
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "totalDeposit" | "totalWithdrawal" | "currencyId";
                        /** @default true */
                        desc?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionStatsRow"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetTransactionStatsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    period?: components["schemas"]["Period"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    currencyIdList?: number[];
                    /** @description Values in this currency (USD by default) */
                    cumulativeCurrencyId?: number;
                    /** @description Only these method types (the codes/internal view) */
                    includeMethodTypes?: components["schemas"]["TransactionMethodKind"][];
                    /** @description All but these method types */
                    excludeMethodTypes?: components["schemas"]["TransactionMethodKind"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetMerchantStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsRange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MerchantStatsRow"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetMerchantStatsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    period?: components["schemas"]["Period"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    currencyIdList?: number[];
                    /** @description Values in this currency (USD by default) */
                    cumulativeCurrencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetUsersStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetUsersChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    period?: components["schemas"]["Period"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    currencyIdList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetUserVerificationsChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    period?: components["schemas"]["Period"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    currencyIdList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Referral/GetReferralStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    incomeType: components["schemas"]["ReferralIncomeType"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    cumulativeCurrencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            currencyId: number;
                            currencyTitle: string;
                            amount: components["schemas"]["Money"];
                            equivalentAmount: components["schemas"]["Money"];
                        }[];
                        total: number;
                        incomeType: components["schemas"]["ReferralIncomeType"];
                        cumulativeAmount: components["schemas"]["Money"];
                        cumulativeCurrencyTitle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Referral/GetReferralProgramIncomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referralProgramId?: number;
                    userId?: number;
                    incomeType?: components["schemas"]["ReferralIncomeType"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ReferralIncome"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Referral/GetReferralPrograms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Matches the owner's user name, user id or the referral id; a leading r= is removed (by the console before sending, and again by the server) */
                    searchString?: string;
                    /** @description Programs owned by this user (the user's Referrals tab) */
                    userId?: number;
                    /** @description Activity filter: true Active, false Disabled */
                    isActive?: boolean;
                    isBlocked?: boolean;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "usersCount" | "incomeSum";
                        /** @default true */
                        desc?: boolean;
                    };
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ReferralProgram"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Referral/GetReferrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referralProgramId: number;
                    level?: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Referral"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Referral/UpdateReferralProgram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referralProgramId: number;
                    isBlocked?: boolean;
                    isActive?: boolean;
                    levels?: components["schemas"]["ReferralLevelFees"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Referral/GetReferralProgramOwners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A leading r= is removed by the console before sending */
                    searchString?: string;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserSearchItem"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Referral/RemoveUserFromReferral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    referralProgramId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Referral/AddUserToReferral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    referralProgramId: number;
                    level?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Staking/GetUserStakingStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStakingStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Staking/GetStakingLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    currencyId?: number;
                    logType?: components["schemas"]["StakingLogType"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["StakingLog"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Staking/UpdateUserStaking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    isEnabled: boolean;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Staking/GetStakingDataList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    all?: boolean;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["StakingSettings"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Staking/GetStakingData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["StakingSettings"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/Staking/AddStakingSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StakingSettingsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Staking/RemoveStakingSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Report/CreateReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Report/GetReports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type?: components["schemas"]["ReportType"];
                    status?: components["schemas"]["ReportStatus"];
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated";
                        /** @default true */
                        desc?: boolean;
                    };
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Report"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Report/GetReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/Report/GetReportFile": {
        parameters: {
            query: {
                ReportId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Templates/GetNotificationTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "offset": 0,
                 *       "limit": 20,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    notificationType?: number;
                    channel?: components["schemas"]["NotificationChannel"];
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["NotificationTemplate"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Templates/GetDefaultNotificationTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notificationType": 21
                 *     }
                 */
                "application/json": {
                    notificationType?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["DefaultNotificationTemplate"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Templates/AddNotificationTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notificationType": 21,
                 *       "channel": 2,
                 *       "title": {
                 *         "en": "Deposit completed"
                 *       },
                 *       "text": {
                 *         "en": "Your deposit of {{amount}} {{currency}} is completed."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["NotificationTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Templates/GetEmailMessageTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageType?: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["EmailTemplate"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Templates/UpdateEmailMessageTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                } & components["schemas"]["EmailTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Templates/AddEmailMessageTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageType: number;
                    subject: components["schemas"]["LocalizedText"];
                    body: components["schemas"]["LocalizedText"];
                } & components["schemas"]["EmailTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Templates/GetEmailMessageTemplateHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    getTotal?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            template: components["schemas"]["EmailTemplate"];
                            adminId: number | null;
                            /** Format: date-time */
                            dateCreated: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET User/GetSystemNotifications": {
        parameters: {
            query?: {
                Limit?: number;
                Offset?: number;
                GetTotal?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SystemNotification"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Communication/AddSystemNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "technicalWork",
                 *       "version": "2.4.0",
                 *       "needAuth": false,
                 *       "source": "web",
                 *       "cmsId": null,
                 *       "text": {
                 *         "en": "Technical works from 02:00 to 03:00 UTC"
                 *       },
                 *       "isActive": true
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "system" | "technicalWork";
                    text: components["schemas"]["LocalizedText"];
                } & components["schemas"]["SystemNotificationInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Communication/UpdateSystemNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "isActive": false
                 *     }
                 */
                "application/json": {
                    id: number;
                } & components["schemas"]["SystemNotificationInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Communication/SendNotificationsToUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userIdList": [
                 *         5
                 *       ],
                 *       "notificationType": 33,
                 *       "channels": [
                 *         1,
                 *         2
                 *       ],
                 *       "title": {
                 *         "en": "Maintenance"
                 *       },
                 *       "text": {
                 *         "en": "Trading pauses at 02:00 UTC."
                 *       }
                 *     }
                 */
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll?: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    notificationType: number;
                    channels: components["schemas"]["NotificationChannel"][];
                    title: components["schemas"]["LocalizedText"];
                    text: components["schemas"]["LocalizedText"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSendResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/FrontConfig/groups": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SecurityGroup"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/FrontConfig/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityGroupDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/FrontConfig": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["FrontApp"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/SecurityGroups/CreateGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "VIP traders"
                 *     }
                 */
                "application/json": {
                    /** Format: visible-text */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/SecurityGroups/UpdateGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "groupId": 2,
                 *       "name": "VIP merchants"
                 *     }
                 */
                "application/json": {
                    groupId: number;
                    /** Format: visible-text */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v2/SecurityGroups/RemoveGroup": {
        parameters: {
            query: {
                groupId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/SecurityGroups/AddUserToGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "groupId": 2,
                 *       "userId": 5
                 *     }
                 */
                "application/json": {
                    groupId: number;
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v2/SecurityGroups/RemoveUserFromGroup": {
        parameters: {
            query: {
                groupId: number;
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/SecurityGroups/GetUserGroups": {
        parameters: {
            query: {
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SecurityGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/SecurityGroups/GetGroupUsers": {
        parameters: {
            query: {
                groupId: number;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserSearchItem"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v2/FrontConfig/apps/{appId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isEnabled": true
                 *     }
                 */
                "application/json": {
                    /** Format: visible-text */
                    name?: string;
                    isEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/FrontConfig/apps/{appId}/deny/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: number;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/FrontConfig/apps/{appId}/allow/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: number;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v2/FrontConfig/apps/{appId}/reset/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: number;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT User/ChangeAdminStatus": {
        parameters: {
            query: {
                AdminId: number;
                AdminStatus: components["schemas"]["AdminStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT User/BlockAdmin": {
        parameters: {
            query: {
                AdminId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT User/UnblockAdmin": {
        parameters: {
            query: {
                AdminId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST User/CreateAdmin": {
        parameters: {
            query: {
                Email: string;
                UserName: string;
                Password: string;
                AdminStatus: components["schemas"]["AdminStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST User/GetAdminLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "adminId": 1,
                 *       "operationId": "PUT User/BlockAdmin",
                 *       "dateFrom": 1795305600,
                 *       "dateTo": 1795391999,
                 *       "offset": 0,
                 *       "limit": 20
                 *     }
                 */
                "application/json": {
                    /** @description Who acted */
                    adminId?: number;
                    /** @description The operation id exactly, e.g. PUT User/BlockAdmin */
                    operationId?: string;
                    /**
                     * @description Designed (issue 25): the entries of one area, the contract tag of their operation as a key (src/domain/adminLogOperations.ts: userTags = User tags)
                     * @enum {string}
                     */
                    area?: "session" | "users" | "userTags" | "transactionLimits" | "documentsAndVerification" | "userSecurity" | "userNotifications" | "chats" | "groupChat" | "banners" | "merchants" | "merchantFees" | "options" | "markets" | "currencies" | "watermarks" | "trading" | "transactions" | "paymentMethods" | "transactionMethods" | "crypto" | "multiwallet" | "referral" | "staking" | "reports" | "templates" | "systemNotifications" | "securityGroups" | "frontConfig" | "adminManagement" | "approvals" | "requisites" | "arbitration" | "tradersDeals" | "devices" | "offers" | "tradersFeesAndRates" | "tradersGroups" | "tradersTransactions" | "exchangeOrders" | "paymentMethodTemplates" | "p2pPaymentMethods" | "p2pFeedback" | "moderationWords" | "p2pRoles" | "p2pFees" | "localisation" | "p2pOffers";
                    /** @description An id the call acted on (user, admin, template…) */
                    targetId?: number;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds, inclusive (the console sends the end of the day, +86399 s) */
                    dateTo?: number;
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logList: components["schemas"]["AdminLogEntry"][];
                        pages: number;
                        names: components["schemas"]["AdminLogNames"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Communication/GetAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adminId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminNotificationSetting"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Communication/AddAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adminId: number;
                    /** @description Admin notification type (17 kinds 0-16; captions in src/domain/adminManagement.ts) */
                    notificationType: number;
                    channel: components["schemas"]["NotificationChannel"];
                    /** @default true */
                    isEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Communication/RemoveAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Communication/EditAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    channel?: components["schemas"]["NotificationChannel"];
                    isEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Approval/GetApprovalRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "pending",
                 *       "action": "adminDeposit",
                 *       "amountUsdFrom": "10000",
                 *       "offset": 0,
                 *       "limit": 20
                 *     }
                 */
                "application/json": {
                    status?: components["schemas"]["ApprovalStatus"];
                    action?: components["schemas"]["ApprovalAction"];
                    /** @description Who asked */
                    makerId?: number;
                    /** @description Only the caller's own requests (the Mine tab) */
                    mine?: boolean;
                    /** @description true: every status but pending (the Decided tab); false: pending only */
                    decided?: boolean;
                    amountUsdFrom?: components["schemas"]["ApprovalAmountFilter"];
                    amountUsdTo?: components["schemas"]["ApprovalAmountFilter"];
                    /** @description Unix seconds; created at or after */
                    dateFrom?: number;
                    /** @description Unix seconds, inclusive (the console sends the end of the day, +86399 s) */
                    dateTo?: number;
                    /** @description Age: only requests created at least this many hours ago */
                    olderThanHours?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "createdAt" | "amountUsd" | "expiresAt";
                        /** @default true */
                        desc?: boolean;
                    };
                    /** @default 0 */
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ApprovalRequest"][];
                        total: number;
                        /** @description Pending requests the caller may decide (not their own), whatever the filters */
                        pendingCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Approval/GetApprovalRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/Approval/GetPendingApprovalsCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pending requests the caller may decide (not their own) */
                        pendingCount: number;
                        /** @description The caller's own pending requests */
                        mineCount: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Approval/ApproveRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "comment": "Checked with the client"
                 *     }
                 */
                "application/json": {
                    id: number;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The request after the decision: executed, or failed with the reason a rule gave (the hold released) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Approval/RejectRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "comment": "The client did not ask for this"
                 *     }
                 */
                "application/json": {
                    id: number;
                    comment: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/Approval/WithdrawRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    id: number;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/Approval/GetApprovalPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Approval/UpdateApprovalPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiryHours": 24,
                 *       "rules": [
                 *         {
                 *           "action": "adminDeposit",
                 *           "enabled": true,
                 *           "thresholdUsd": "10000"
                 *         },
                 *         {
                 *           "action": "createAdmin",
                 *           "enabled": true,
                 *           "thresholdUsd": "0"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApprovalPolicyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
