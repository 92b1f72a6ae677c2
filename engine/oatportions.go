package engine

// How much oats a bowl and a tray take, and the liquid a pan of porridge cooks in.

// porridgeOatsGrams is the least rolled oats a bowl of porridge takes (about half a
// cup); a pantry's oats that give less a bowl make thin gruel, not a breakfast.
const porridgeOatsGrams = 40

// oatLiquidParts is the liquid a porridge cooks in, by volume to the oats: rolled oats
// take about 2 1/2 to 3 cups to the cup, steel-cut about 3 1/2.
func oatLiquidParts(oats *part) float64 {
	if oats != nil && oats.in.Name == "steel-cut oats" {
		return 3.5
	}
	return 2.7
}

// porridgeLiquid is the liquid, in grams, for the oats in the pan: by volume, from the
// oats' own cup and the liquid's.
func porridgeLiquid(oats, liquid *part, oatsGrams float64) float64 {
	oatCup, ok := oats.in.UnitGrams("cup")
	if !ok || oatCup <= 0 {
		oatCup = 81
	}
	liqCup, ok := liquid.in.UnitGrams("cup")
	if !ok || liqCup <= 0 {
		liqCup = 240
	}
	return oatsGrams / oatCup * oatLiquidParts(oats) * liqCup
}

// shortOfOats reports whether a porridge's oats, as the pantry counts them, give less
// than a bowl's worth a serving: two cups of oats do not make porridge for ten.
func (d *dish) shortOfOats() bool {
	if d.form == nil || d.form.name != "porridge" || d.starch == nil {
		return false
	}
	return d.starch.limit > 0 && d.starch.limit < porridgeOatsGrams*d.servings*0.9
}

// scaleToLimit shrinks the whole batch of a bake to the pantry's amount of p, where the
// recipe wants more than the cook has: two cups of oats make a small tray of flapjacks
// cut into more squares, with the butter and syrup in proportion, never the butter for
// a big tray poured over the oats of a small one.
func (d *dish) scaleToLimit(p *part) {
	if p == nil || p.limit <= 0 || p.limit >= p.grams {
		return
	}
	f := p.limit / p.grams
	for q := range d.eachPart {
		if q.in.Name != "salt" {
			q.grams *= f
		}
	}
	p.grams = p.limit
}
