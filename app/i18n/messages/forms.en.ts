import type { FormMessages } from "./forms.de";

export const formsEn: FormMessages = {
  validation: {
    missingName: "Please enter your name.",
    missingFirstName: "Please enter your first name.",
    missingLastName: "Please enter your last name.",
    missingMessage: "Please enter your message.",
    missingEmail: "Please enter your email address.",
    invalidEmail: "Please enter a valid email address.",
    invalidPhone: "Please enter a valid phone number (digits, spaces and + / - ( )).",
    tooLong: "{field} must be at most {max} characters long.",
    controlCharacter: "{field} contains a character that is not allowed.",
    notText: "{field} is not valid.",
    amountMissing: "Please enter an amount in euros.",
    amountNotPositive: "Please enter an amount greater than €0.",
    amountRoundsToZero: "The amount rounds to €0.00. Please enter at least €0.01.",
    amountTooHigh: "The amount must not be more than €100,000.",
    amountDecimals: "Please enter the amount with at most two decimal places.",
    amountNotANumber: "Please enter the amount as a number, e.g. 25 or 1,000.50.",
    amountDecimalPoint:
      "Please write cents after a point (e.g. 12.50). A comma only separates thousands (e.g. 1,000).",
    amountThreeDecimals:
      "Three digits after the point are ambiguous. Please separate thousands with a comma (e.g. 1,000) and cents with a point (e.g. 1.50).",
    certificateMissing: "Please choose whether you need a donation receipt.",
    receiptAddress: "Please enter the street and house number for the donation receipt.",
    receiptPostalCode: "Please enter a five-digit postcode for the donation receipt.",
    receiptCity: "Please enter the town or city for the donation receipt.",
  },
  fieldNames: {
    name: "The name",
    email: "The email address",
    phone: "The phone number",
    subject: "The subject",
    message: "The message",
    firstName: "The first name",
    lastName: "The last name",
    address: "The address",
    postalCode: "The postcode",
    city: "The town or city",
    note: "The note",
  },
  common: {
    errorTitle: "Error",
    summaryHeading: "Please check your entries",
    failureSummaryHeading: "Your details were not sent",
    oneError: "The form was not sent: one entry still needs to be corrected.",
    manyErrors: "The form was not sent: {count} entries still need to be corrected.",
    rateLimit: "Too many requests. Please wait {wait} and then try again.",
    waitMinutes: "about {minutes} minutes",
    waitMoment: "a moment",
    tooLarge:
      "The form was too large to be sent, so your entries are gone. Please keep to the maximum lengths given and send it again.",
    otherAddress:
      "The form was sent from another address than this website's. Your details are still in the form below: please copy them, open {address} and send the form there.",
    sending: "Sending …",
    requiredBefore: "Fields marked with",
    requiredStar: "an asterisk",
    requiredAfter: "are required.",
    honeypot: "Please leave empty",
  },
  contact: {
    heading: "Write to us",
    submit: "Send",
    name: "Name",
    email: "Email address",
    phone: "Phone number",
    phoneHint: "Optional – in case you would rather we call you.",
    subject: "Subject",
    message: "Message",
    postalAddress: "Postal address",
    workshop: "Workshop",
    failure: "An error occurred while sending your message. Please try again later.",
    successTitle: "Thank you for your message!",
    successBefore:
      "Your message has reached us. We will get back to you as soon as we can – usually within a few days – at",
    successAfter: ".",
    successVolunteers:
      "We are a student team and volunteer alongside our studies. During the competition season a reply may therefore take a little longer.",
  },
  contactThanks: {
    title: "Thank you for your message",
    description:
      "Your message to the Formula Student team {productName} has arrived. We will get back to you as soon as we can.",
    heading: "Thank you for your message!",
    arrived: "Your message has reached us.",
    answer:
      "We will get back to you as soon as we can, usually within a few days. As a student team working alongside our studies, it may take a little longer during the competition season.",
    urgent: "Is something urgent, or would you like to add something? Then write to us directly at",
    meanwhile: "In the meantime",
    team: "Get to know our team",
    events: "See which events we take part in",
    home: "Go to the home page",
  },
  donation: {
    heading: "Pledge a donation online",
    submit: "Become a supporter",
    amount: "How much would you like to donate? (in euros)",
    amountHint: "From €{minimum} you become a battery sponsor and may sign the battery box.",
    firstName: "First name",
    lastName: "Last name",
    certificate: "Donation receipt",
    certificateNo: "I do not need a donation receipt",
    certificateYes: "I need a donation receipt to the following address:",
    address: "Street and house number",
    addressHint: "Only needed if you would like a donation receipt.",
    postalCode: "Postcode",
    city: "Town or city",
    email: "Email address for the donation receipt",
    emailHint: "Optional: we then email the receipt as a PDF; otherwise it comes by post.",
    note: "Note",
    noteHint: "Optional, e.g. a greeting to the team.",
    charityShopping: "Go to the charity shopping platform",
    failure: "An error occurred while sending your donation. Please try again later.",
    successTitle: "Thank you for your support!",
    successBefore: "Thank you, {firstName}! Your pledge of",
    successAfter: "has reached us. Please transfer the amount to our association's account:",
    successReceipt:
      "As soon as your donation has arrived, we will send the donation receipt to the address you gave.",
    successNoReceipt:
      "As soon as your donation has arrived, it goes straight into building our next race car.",
    successSponsor:
      "This makes you a battery sponsor: your name belongs on the battery box – we look forward to you signing it with us.",
  },
  girocode: {
    /** `{amount}` and `{reference}` are filled in. */
    alt: "GiroCode for the transfer of {amount} with the reference {reference}",
    caption: "Scan it with your banking app: payee, amount and reference are filled in already.",
    reference: "Your reference",
  },
  bank: {
    holder: "Account holder",
    iban: "IBAN",
    bic: "BIC",
    bankName: "Bank",
    reference: "Payment reference",
  },
  donationThanks: {
    title: "Thank you for your donation pledge",
    description:
      "Your donation pledge to {associationName} has arrived. Here are the bank details and the payment reference for your transfer.",
    heading: "Thank you for your donation pledge!",
    arrived: "Your details have reached us – we are glad you support our team.",
    next: "What happens next",
    transfer:
      "Please transfer the amount you pledged to our association's account. In the payment reference, replace “Name” with your first and last name so that we can match the transfer to your pledge.",
    /** With the pledge's code (a thank-you page reached from the form). */
    transferWithReference:
      "Please transfer the amount you pledged to our association's account and give your reference {reference} in the payment reference, so that we can match the transfer to your pledge. With the GiroCode, a scan in your banking app does it.",
    receipt:
      "If you asked for a donation receipt, we will send it to the address you gave once the payment has arrived. From 25 euros you are a battery sponsor and may sign the battery box of our race car.",
    stayTuned: "Stay in touch",
    newsletterLink: "Subscribe to the newsletter",
    newsletterRest: "and follow the season up close",
    garageLink: "Our race cars",
    garageRest: "– see them in the garage",
    missionLink: "Back to the mission",
    missionRest: "– or pledge another donation",
  },
  newsletter: {
    submit: "Sign up",
    email: "Email address",
    name: "Name",
    nameHint: "Optional – so that we can address you by name in our newsletters.",
    failure: "An error occurred while sending your sign-up. Please try again later.",
    successTitle: "Almost done!",
    sentBefore: "We are sending you an email",
    sentTo: "to",
    sentAfter:
      " with a confirmation link. Please check your inbox and confirm the sign-up with the link in it – only then will we add you to the mailing list.",
    linkValid:
      "It usually arrives within a few minutes, but it may take longer. The link is valid for 48 hours from your sign-up. No email? Please also look in your spam folder. If you were already signed up, we do not send another email.",
    thanksTitle: "Almost done: please confirm your sign-up",
    thanksDescription:
      "Your sign-up for the {productName} newsletter has arrived. Please confirm it with the link in the email we are sending you.",
    home: "Go to the home page",
    newsPage: "Go to the newsletter page",
  },
  newsletterProvider: {
    title: "Newsletter sign-up form",
    load: "Load the sign-up form",
    fallback: "Open the sign-up form at the newsletter service",
    notice: "The sign-up form is provided by an external newsletter service.",
    consent:
      "So that you can decide for yourself, we only load it when you click “Load the sign-up form”. From then on your browser fetches content from this service's servers, and the provider receives technical data such as your IP address.",
    privacyBefore: "You can read more about this in our",
    privacyLink: "privacy policy",
    privacyAfter: ".",
  },
  newsletterToken: {
    confirmTitle: "Confirm your newsletter sign-up",
    confirmDescription: "Confirm your sign-up for our newsletter here.",
    confirmIntro: "Please confirm with one click that you would like to receive our newsletter.",
    confirmSubmit: "Confirm sign-up",
    unsubscribeTitle: "Unsubscribe from the newsletter",
    unsubscribeDescription: "Unsubscribe from our newsletter here with one click.",
    unsubscribeIntro:
      "Would you rather not receive our newsletter any more? Then unsubscribe here with one click.",
    unsubscribeSubmit: "Unsubscribe from the newsletter",
    missingToken:
      "This link is incomplete. Please open the link from our email again in full, or copy it into your browser's address bar.",
    requestLinkIntro:
      "Don't have the link to hand? Enter your email address and we will send you the link to unsubscribe.",
    requestLinkSubmit: "Send me the link to unsubscribe",
  },
  api: {
    donationAccepted: "Thank you! Your donation pledge has reached us.",
    contactAccepted: "Thank you! Your message has reached us.",
    signedUp:
      "Almost done: we have sent you an email. Please confirm the sign-up with the link in it.",
    signedUpMailLater:
      "Almost done: your sign-up is saved. The email with the confirmation link may take a while; please confirm the sign-up with the link in it once it arrives.",
    confirmed: "Thank you! Your newsletter sign-up is confirmed.",
    invalidLink:
      "This link has expired or has already been used. Please sign up again if you would like to.",
    unsubscribed: "You have unsubscribed from the newsletter and will receive no further emails.",
    unsubscribeLinkRequested:
      "If this address is signed up for our newsletter, we are sending it an email with the link to unsubscribe.",
    invalidAddress: "Please enter a valid email address.",
    tooManyRequests:
      "You have sent a great many requests in a short time. Please wait a moment and then try again.",
    unavailable: "Your details could not be saved just now. Please try again in a few minutes.",
  },
  confirmationMail: {
    subject: "Please confirm your newsletter sign-up",
    greeting: "Hello,",
    body: "You signed up for our newsletter on our website. Please confirm the sign-up with this link (valid until {expires}, German time):",
    importedBody:
      "Your address is on the list of our previous newsletter, which we now send ourselves. If you would like to keep receiving it, please confirm with this link (valid until {expires}, German time):",
    ignore:
      "Without confirmation you will receive no further emails from us, and your address will be deleted when the link expires. If this was not you, simply ignore this email.",
    unsubscribe: "Unsubscribe: {url}",
    signOff: "Kind regards",
  },
  unsubscribeLinkMail: {
    subject: "Your link to unsubscribe from the newsletter",
    body: "The link to unsubscribe from our newsletter was requested for this address on our website. Use the link below to unsubscribe. If you would like to keep receiving the newsletter, simply ignore this email.",
  },
};
