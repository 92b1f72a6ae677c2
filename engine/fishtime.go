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
	d.step(f.pan*b+1, "%s. %s the %s%s skin side down%s, pressing each piece flat for the first few seconds, and leave it until the skin is crisp and the flesh has turned opaque most of the way up, %s, then turn it and give it %s more, until %s%s",
		heat, upperFirst(verb), p.name(), how, batches, f.skin, f.flipped, until, after)
}
