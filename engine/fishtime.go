package engine

import "fmt"

// fillet is how a fish is sold to a home cook and how long a portion of it takes: a
// mackerel or trout fillet is barely a centimetre thick and cooks in a few minutes,
// nearly all of them skin side down; a salmon or cod fillet is three times as thick.
type fillet struct {
	cm            float64 // thickness at the thickest part
	skin, flipped string  // pan minutes skin side down, then after the turn
	pan           int     // the pan minutes in all, for the step's clock
	roast         int     // minutes at 220°C (425°F)
	grill         string  // minutes under a hot grill (broiler), skin side down
}

// fillets holds every fresh fish of the table by the thickness of its fillet; a fish
// added to the table without a row here fails TestFilletCoversEveryFish.
var fillets = map[string]fillet{
	"mackerel": thinFillet, "trout": thinFillet, "herring": thinFillet, "fresh sardines": thinFillet,
	"sea bass": mediumFillet, "tilapia": mediumFillet, "catfish": mediumFillet,
	"salmon": thickFillet, "cod": thickFillet, "halibut": thickFillet, "haddock": thickFillet,
	"smoked haddock": thickFillet,
	"tuna steak":     {cm: 2, pan: 4, roast: 8, grill: "4–5 minutes"}, // a steak, no skin: seared on both faces, pink inside
}

var (
	thinFillet   = fillet{cm: 1, skin: "2–4 minutes", flipped: "1–2 minutes", pan: 5, roast: 8, grill: "4–6 minutes"}
	mediumFillet = fillet{cm: 1.5, skin: "3–4 minutes", flipped: "2 minutes", pan: 6, roast: 10, grill: "6–7 minutes"}
	thickFillet  = fillet{cm: 2.5, skin: "4–5 minutes", flipped: "3 minutes", pan: 8, roast: 12, grill: "7–9 minutes"}
)

// filletOf is the fillet row of a fresh fish cooked in portions, if it has one.
func filletOf(in *Ingredient) (fillet, bool) {
	if in.Category != "seafood" || in.Has(FactShellfish) || cookedAlready(in) {
		return fillet{}, false
	}
	f, ok := fillets[in.Name]
	return f, ok
}

// searFillet cooks portions of fish in a hot pan the way a cook does: skin side down
// for most of the time, pressed flat so the skin crisps, then turned for a minute or two.
func (d *dish) searFillet(p *part, f fillet, heat, verb, how, until, after string) {
	batches, b := "", d.panBatches()
	if b > 1 {
		batches = fmt.Sprintf(" in %d batches so the pan is not crowded", b)
	} else {
		b = 1
	}
	if how != "" {
		how = " " + how + "," // "with the smoked paprika": rubbed on before it goes in
	}
	if !d.skinOn(p) {
		// A skinless fillet goes in rounded side down and is turned once it has browned;
		// there is no skin to press flat or crisp.
		d.step(f.pan*b+1, "%s. %s the %s%s rounded side down%s and leave it alone until golden underneath and the flesh has turned opaque most of the way up, %s, then turn it carefully with a thin spatula and give it %s more, until %s%s",
			heat, upperFirst(verb), p.name(), how, batches, f.skin, f.flipped, until, after)
		return
	}
	d.step(f.pan*b+1, "%s. %s the %s%s skin side down%s, pressing each piece flat for the first few seconds, and leave it until the skin is crisp and the flesh has turned opaque most of the way up, %s, then turn it and give it %s more, until %s%s",
		heat, upperFirst(verb), p.name(), how, batches, f.skin, f.flipped, until, after)
}

// skinOnFish are the fish a shop sells as fillets with the skin on. Most white-fish
// fillets (tilapia, basa, halibut, pollock) come skinless, as do loins and frozen fillets.
var skinOnFish = map[string]bool{"salmon": true, "sea bass": true, "trout": true, "mackerel": true,
	"herring": true, "fresh sardines": true, "cod": true, "haddock": true, "smoked haddock": true}

// skinOn says whether the fish the recipe holds has its skin: the pantry's own words
// first ("skinless cod loins", "skin-on salmon"), else how the fish is usually sold.
func (d *dish) skinOn(p *part) bool {
	switch {
	case p == nil:
		return false
	case d.pantrySays(p, "skinless", "skinned", "no skin", "loin", "frozen", "white fish", "whitefish", "pollock", "pollack"):
		return false
	case d.pantrySays(p, "skin-on", "skin on", "with skin", "with the skin"):
		return true
	}
	return skinOnFish[p.in.Name]
}
