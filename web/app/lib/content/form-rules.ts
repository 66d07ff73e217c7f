// Generated from contract/openapi.json by web/scripts/generate-contract.mjs: do not edit.
// The field rules of the forms as the content service enforces them.

export const FORM_RULES = {
  "storeSubmission": {
    "address": {
      "required": true,
      "maxLength": 200
    },
    "city": {
      "required": true,
      "maxLength": 200
    },
    "description": {
      "required": false,
      "maxLength": 2000
    },
    "email": {
      "required": true,
      "maxLength": 254
    },
    "name": {
      "required": true,
      "maxLength": 200
    },
    "phone": {
      "required": false,
      "maxLength": 50
    },
    "specialties": {
      "required": false,
      "maxLength": 2000
    },
    "state": {
      "required": true,
      "maxLength": 2,
      "minLength": 2,
      "pattern": "^[A-Za-z]{2}$"
    },
    "website": {
      "required": false,
      "maxLength": 200
    },
    "zipCode": {
      "required": true,
      "maxLength": 5,
      "minLength": 5,
      "pattern": "^[0-9]{5}$"
    }
  },
  "claimRequest": {
    "email": {
      "required": true,
      "maxLength": 254
    },
    "name": {
      "required": true,
      "maxLength": 200
    },
    "note": {
      "required": false,
      "maxLength": 2000
    },
    "phone": {
      "required": false,
      "maxLength": 50
    },
    "role": {
      "required": true,
      "maxLength": 200
    },
    "store": {
      "required": true,
      "maxLength": 200
    }
  },
  "contactRequest": {
    "business": {
      "required": false,
      "maxLength": 200
    },
    "email": {
      "required": true,
      "maxLength": 254
    },
    "message": {
      "required": true,
      "maxLength": 2000
    },
    "name": {
      "required": true,
      "maxLength": 200
    }
  },
  "signup": {
    "email": {
      "required": true,
      "maxLength": 254
    },
    "source": {
      "required": true
    }
  }
} as const;
