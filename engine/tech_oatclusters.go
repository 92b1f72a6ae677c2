package engine

// Honey oat clusters: granola made in a frying pan in a quarter of an hour, the snack a
// cupboard of oats, butter and honey makes when there is no time to bake flapjacks. The
// butter and honey bubble together, the oats toast in them until golden and clumping,
// the dried fruit goes on while it is warm so it sticks, and chocolate only once the
// clusters are cool, or it melts into a smear.

func init() {
	ownNeeds["oat clusters"] = [][]string{{"rolled oats"}}
	registerOwn(&form{name: "oat clusters", title: "Honey Oat Clusters", minMinutes: 15, simple: true, saltFactor: 0.1, method: "sweet",
		equipment: []string{"large nonstick skillet", "silicone spatula", "parchment paper"}, write: writeOatClusters})
}

func writeOatClusters(d *dish) {
	oats := d.starch
	if oats == nil {
		return
	}
	d.scaleToLimit(oats)
	fat := d.softFat("")
	sugars := d.sugars()
	spices := d.where(func(p *part) bool {
		return p.in.Name == "cinnamon" || p.in.Name == "vanilla extract"
	})
	var warm, cool []*part // dried fruit sticks to warm clusters; chocolate waits for cold ones
	for _, p := range d.foldIns() {
		if p.in.Name == "chocolate chips" || p.in.Name == "dark chocolate" || p.in.Name == "milk chocolate" {
			cool = append(cool, p)
		} else {
			warm = append(warm, p)
		}
	}
	// Fruit and chocolate together about half the oats' weight, shared between them.
	if n := len(warm) + len(cool); n > 0 {
		each := 0.5 * oats.grams / float64(n)
		for _, p := range append(append([]*part{}, warm...), cool...) {
			p.grams = each
			if p.limit > 0 {
				p.grams = min(each, p.limit)
			}
		}
	}
	d.size(d.find("salt"), 0.15)
	d.step(2, "Melt the %s with the %s%s in a large nonstick skillet over medium heat, stirring, until it bubbles.", fat, plurals(sugars), ifAny(" and the ", spices, ""))
	d.step(8, "Tip in the %s with a pinch of salt and stir until every flake is coated, then toast, stirring every 30 seconds, until deep golden and smelling of toast, 6–8 minutes; for the last minute press the oats together with the spatula so they clump. Watch them: honey catches quickly.", oats.name())
	d.step(6, "Tip onto a sheet of parchment, press into a thin layer%s and leave to cool and crisp, about 5 minutes.", ifAny(", scatter over the ", warm, " so they stick"))
	d.step(1, "Break into bite-size clusters%s. Serve, or keep in an airtight jar for a week.", ifAny(" and toss with the ", cool, " once cool to the touch"))
	d.mentionLeftovers()
}
